/**
 * Moscow time, the product's one clock for people (spec: dates in ru-RU, Moscow time zone), for the
 * gateway and the browser alike: formatting, today's day and the first day of its month. The
 * database side of the same days (a Moscow day's start and end as timestamps) is the gateway's
 * `db/moscow-days.ts`, built on MOSCOW_TIME_ZONE.
 */

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeOfDay = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: MOSCOW_TIME_ZONE });

/** 21.11.2026, 14:05 in Moscow, whatever the device's or the server's zone. */
export function formatMoscowDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}

/** 21.11.2026: the Moscow day of a moment, as people read it. */
export function formatMoscowDate(value: string | Date): string {
  return dateOnly.format(new Date(value));
}

/** 14:05:33 in Moscow: a moment of today's work, to the second (a scan log). */
export function formatMoscowTime(value: string | Date): string {
  return timeOfDay.format(new Date(value));
}

/** The Moscow day of a moment, `YYYY-MM-DD` (today's when none is given). */
export function moscowDay(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The first day of the month of a `YYYY-MM-DD` day. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The first day of the month `delta` months after the month of a `YYYY-MM-DD` day (before it when negative). */
export function shiftMonth(day: string, delta: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + delta, 1)).toISOString().slice(0, 10);
}

/** The last day of the month of a `YYYY-MM-DD` day. */
export function monthEndOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const monthFormat = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month by its first day (YYYY-MM-01 or any day of it) as staff say it: «ноябрь 2026 г.». */
export function formatMonth(day: string): string {
  return monthFormat.format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));
}
