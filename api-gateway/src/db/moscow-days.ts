import { MOSCOW_TIME_ZONE } from '@pvz/contracts/moscow-time';
import { sql } from 'kysely';

/**
 * Moscow days as the database reckons them: where a day (`YYYY-MM-DD`) starts and ends as a
 * timestamp, and today's and this week's start. The people's side of the same clock is
 * `@pvz/contracts/moscow-time`.
 */

/** 00:00 in Moscow of the day. */
export const moscowDayStart = (day: string) => sql<Date>`(${day}::date)::timestamp at time zone ${MOSCOW_TIME_ZONE}`;

/** 00:00 in Moscow of the day after: the end of the day, exclusive. */
export const moscowDayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp at time zone ${MOSCOW_TIME_ZONE}`;

/** 00:00 in Moscow of the current day, week (Monday) or month, as of the query (never cached). */
export const moscowStartOfCurrent = (unit: 'day' | 'week' | 'month') =>
  sql<Date>`(date_trunc(${unit}, now() at time zone ${MOSCOW_TIME_ZONE}) at time zone ${MOSCOW_TIME_ZONE})`;
