import { messages } from '@pvz/contracts/messages';
import { type Expression, type SqlBool, sql } from 'kysely';
import { badRequest } from '../../errors.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day that exists in the calendar, else a Russian 400. */
export function dayOf(text: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw badRequest(messages.periodInvalid);
  return text;
}

/** Both ends checked, and the start not after the end. */
export function periodOf(from: string | undefined, to: string | undefined) {
  const start = from === undefined ? undefined : dayOf(from);
  const end = to === undefined ? undefined : dayOf(to);
  if (start !== undefined && end !== undefined && start > end) throw badRequest(messages.periodInvalid);
  return { start, end };
}

/** A stamp within Moscow days `start`..`end` (inclusive; either may be open). */
export function withinDays(column: string, start: string | undefined, end: string | undefined): Expression<SqlBool>[] {
  const stamp = sql.ref(column);
  return [
    ...(start === undefined
      ? []
      : [sql<SqlBool>`${stamp} >= (${start}::date)::timestamp at time zone 'Europe/Moscow'`]),
    ...(end === undefined ? [] : [sql<SqlBool>`${stamp} < (${end}::date + 1)::timestamp at time zone 'Europe/Moscow'`]),
  ];
}

/** Today in Moscow, `YYYY-MM-DD`. */
export const moscowToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
