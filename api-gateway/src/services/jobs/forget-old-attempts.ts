import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the limits look back on: a day is more than any of their windows (15 minutes to an hour). */
const KEEP_HOURS = 24;

/**
 * Forgets the sign-in failures, counted events and one-time code requests that no limit looks at
 * any more, so that a flood of refused requests does not grow the tables for ever. (Sign-ins stay
 * in the audit log.) Answers how many rows it removed.
 */
export async function forgetOldAttempts(trx: Transaction<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_HOURS * 3600_000);
  let removed = 0;
  for (const table of ['login_failures', 'throttle_events', 'one_time_codes'] as const) {
    const result = await trx.deleteFrom(table).where('created_at', '<', before).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
