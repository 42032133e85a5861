import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';

/** 21.11.2026, 14:05: dates as people here read them, ru-RU in Moscow time (the one clock is in the contracts). */
export const formatDateTime = formatMoscowDateTime;

const wholeRubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });

/** 150000 kopecks → «1 500 ₽», 150050 → «1 500,50 ₽»: kopecks, when there are any, always as two digits. */
export function formatMoney(kopecks: number): string {
  return (kopecks % 100 === 0 ? wholeRubles : withKopecks).format(kopecks / 100);
}

/** A sum the server may leave out for a user who may not see it: «—» then. */
export function formatShownMoney(kopecks: number | undefined): string {
  return kopecks === undefined ? '—' : formatMoney(kopecks);
}
