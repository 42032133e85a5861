/**
 * Repeats of employee tasks (issue 19, LEGACY-NOTES §7.4): a subset of RFC 5545 RRULE — FREQ
 * (daily, weekly, monthly, yearly), INTERVAL, BYDAY for weekly rules, UNTIL — expanded in house on
 * calendar days (`YYYY-MM-DD`, Moscow days: Moscow keeps no daylight saving, so a day is a day).
 *
 * Where RFC 5545 skips a month that lacks the day (FREQ=MONTHLY on the 31st has no April), we follow
 * Odoo's `repeat_day` and what people expect of a chore: the day is clamped to the month's length.
 * - Monthly from the 31st: 31 January, 28 February (29 in a leap year), 31 March, 30 April, …
 *   Each month is counted from the start day again, so after a short month the 31st comes back.
 * - Yearly from 29 February: 28 February in other years, 29 February in leap years.
 * The same clamp holds for the 29th and 30th.
 */

export const repeatKinds = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatKind = (typeof repeatKinds)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The most repeats apart («каждые N …») a rule may be. */
export const MAX_REPEAT_INTERVAL = 99;

export interface Recurrence {
  repeat: RepeatKind;
  /** the first day, and for monthly and yearly rules the day of the month they keep */
  startsOn: string;
  /** every `interval` days, weeks, months or years */
  interval: number;
  /** weekly rules: the ISO weekdays; none means the start's weekday */
  weekdays: readonly number[];
  /** the last day a repeat may fall on, inclusive; null for ever */
  until: string | null;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The `YYYY-MM-DD` day of a day number. */
export function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** A day moved by a number of days. */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** The ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `dayOfMonth` of a month (1-based), or the month's last day when it is shorter. */
function clampedDay(year: number, month: number, dayOfMonth: number): string {
  const day = Math.min(dayOfMonth, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * The days of a rule within `from`–`to` (both inclusive), in order. A rule without repeats has its
 * start day only; `until` is ignored for it.
 */
export function occurrencesBetween(rule: Recurrence, from: string, to: string): string[] {
  const start = dayNumber(rule.startsOn);
  const last = Math.min(
    dayNumber(to),
    rule.repeat === 'none' || rule.until === null ? Infinity : dayNumber(rule.until),
  );
  const first = Math.max(dayNumber(from), start);
  if (first > last) return [];
  const interval = Math.max(1, Math.floor(rule.interval));
  const days: string[] = [];
  switch (rule.repeat) {
    case 'none':
      return first === start ? [rule.startsOn] : [];
    case 'daily': {
      const skip = Math.ceil((first - start) / interval);
      for (let number = start + skip * interval; number <= last; number += interval) days.push(dayOfNumber(number));
      return days;
    }
    case 'weekly': {
      const weekdays = new Set(rule.weekdays.length > 0 ? rule.weekdays : [isoWeekday(rule.startsOn)]);
      // weeks are counted from the Monday of the start's week, as RRULE's WKST=MO
      const startMonday = start - (isoWeekday(rule.startsOn) - 1);
      for (let number = first; number <= last; number++) {
        const week = Math.floor((number - startMonday) / 7);
        if (week % interval === 0 && weekdays.has(((number - startMonday) % 7) + 1)) days.push(dayOfNumber(number));
      }
      return days;
    }
    case 'monthly':
    case 'yearly': {
      const [startYear, startMonth, startDay] = parts(rule.startsOn);
      const step = rule.repeat === 'monthly' ? interval : interval * 12;
      const [fromYear, fromMonth] = parts(dayOfNumber(first));
      const monthsToFrom = (fromYear - startYear) * 12 + (fromMonth - startMonth);
      // the repeat whose month is that of `first`, or the one before it
      for (let k = Math.max(0, Math.floor(monthsToFrom / step)); ; k++) {
        const months = startMonth - 1 + k * step;
        const day = clampedDay(startYear + Math.floor(months / 12), (months % 12) + 1, startDay);
        const number = dayNumber(day);
        if (number > last) return days;
        if (number >= first) days.push(day);
      }
    }
  }
}

/** Whether a rule falls on a day. */
export function occursOn(rule: Recurrence, day: string): boolean {
  return occurrencesBetween(rule, day, day).length === 1;
}
