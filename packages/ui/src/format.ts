import { formatMoscowDateTime } from '@pvz/contracts/moscow-time';

/** 21.11.2026, 14:05: dates as people here read them, ru-RU in Moscow time (the one clock is in the contracts). */
export const formatDateTime = formatMoscowDateTime;

const moneyFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 150050 kopecks → «1 500,5 ₽» */
export function formatMoney(kopecks: number): string {
  return moneyFormat.format(kopecks / 100);
}

/** A sum the server may leave out for a user who may not see it: «—» then. */
export function formatShownMoney(kopecks: number | undefined): string {
  return kopecks === undefined ? '—' : formatMoney(kopecks);
}
