import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface ThrottleLimit {
  key: string;
  max: number;
}

/**
 * Writes down one event under each key, then counts the keys' events within the window: true when
 * any key went over its limit. Each write commits on its own before the count, so parallel requests
 * all see each other and no more than `max` ever pass (a few too many may be refused, never let in).
 */
export async function overLimit(
  db: Db,
  bucket: string,
  limits: readonly ThrottleLimit[],
  windowMinutes: number,
): Promise<boolean> {
  await db
    .insertInto('throttle_events')
    .values(limits.map(({ key }) => ({ bucket, key })))
    .execute();
  const counts = await db
    .selectFrom('throttle_events')
    .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bucket', '=', bucket)
    .where(
      'key',
      'in',
      limits.map(({ key }) => key),
    )
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .groupBy('key')
    .execute();
  return limits.some(({ key, max }) => Number(counts.find((row) => row.key === key)?.n ?? 0) > max);
}
