import { isRealDay } from '@pvz/contracts/api/primitives';
import { messages } from '@pvz/contracts/messages';
import { type Expression, type SqlBool, sql } from 'kysely';
import { moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';
import { badRequest } from '../../errors.js';

/** A `YYYY-MM-DD` day that exists in the calendar within the product's years (not 0000), else a Russian 400. */
export function dayOf(text: string): string {
  if (!isRealDay(text)) throw badRequest(messages.periodInvalid);
  return text;
}

/** A period of Moscow days as asked: both ends checked, and the start not after the end. */
export function checkedPeriod(from: string | undefined, to: string | undefined) {
  const start = from === undefined ? undefined : dayOf(from);
  const end = to === undefined ? undefined : dayOf(to);
  if (start !== undefined && end !== undefined && start > end) throw badRequest(messages.periodInvalid);
  return { start, end };
}

/** A stamp within Moscow days `start`..`end` (inclusive; either may be open). */
export function withinDays(column: string, start: string | undefined, end: string | undefined): Expression<SqlBool>[] {
  const stamp = sql.ref(column);
  return [
    ...(start === undefined ? [] : [sql<SqlBool>`${stamp} >= ${moscowDayStart(start)}`]),
    ...(end === undefined ? [] : [sql<SqlBool>`${stamp} < ${moscowDayEnd(end)}`]),
  ];
}

/** The last day of a month `YYYY-MM-01` (`YYYY-MM-DD`) and how many days it has. */
export function monthDays(month: string): { end: string; days: number } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { end: `${month.slice(0, 8)}${String(days).padStart(2, '0')}`, days };
}
