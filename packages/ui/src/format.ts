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
