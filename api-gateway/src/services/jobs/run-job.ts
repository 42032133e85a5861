import type { Kysely } from 'kysely';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A scheduled job: a name (its lock) and the work, given the time it runs at. */
export interface Job {
  name: string;
  run(trx: Transaction<Database>, now: Date): Promise<number>;
}

/**
 * Runs a job once across every gateway instance sharing the database: the instance that takes the
 * job's advisory lock does the work in the same transaction; the others skip this round. Answers
 * what the job reported, or null when another instance had it.
 */
export async function runJobOnce(db: Kysely<Database>, job: Job, now = new Date()): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ taken: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as taken`.execute(trx);
    if (!lock.rows[0]?.taken) return null;
    return job.run(trx, now);
  });
}
