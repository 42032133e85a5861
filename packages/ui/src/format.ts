/** Dates as people here read them: ru-RU, in Moscow time, whatever the device's zone. */
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 21.11.2026, 14:05 */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

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
