import type { Kysely } from 'kysely';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A scheduled job: a name (its lock) and the work, given the time it runs at: `run` in the transaction
 * that holds the job's lock, or `runUnlocked` on the database for a job that keeps concurrent runs
 * apart by itself and must hold no transaction while it waits on others (the push outbox's claims).
 */
export type Job = {
  name: string;
  /** the most one run does: a run that did this much has more waiting and runs again (see drainJob) */
  batch?: number;
} & (
  | { run(trx: Transaction<Database>, now: Date): Promise<number> }
  | { runUnlocked(db: Kysely<Database>, now: Date): Promise<number> }
);

/**
 * Runs a job once across every gateway instance sharing the database: the instance that takes the
 * job's advisory lock does the work in the same transaction; the others skip this round. Answers
 * what the job reported, or null when another instance had it. An unlocked job just runs.
 */
export async function runJobOnce(db: Kysely<Database>, job: Job, now = new Date()): Promise<number | null> {
  if ('runUnlocked' in job) return job.runUnlocked(db, now);
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ taken: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as taken`.execute(trx);
    if (!lock.rows[0]?.taken) return null;
    return job.run(trx, now);
  });
}

/** How long one round keeps running a job whose batches come back full. */
export const DRAIN_BUDGET_MS = 30_000;

/**
 * Runs a job, then again while its last run did a full batch (a broadcast to every client leaves
 * thousands of pushes in the outbox) and the round's budget lasts; each run commits on its own, so
 * another instance or the next round goes on from there. Answers the sum, or null as runJobOnce.
 */
export async function drainJob(db: Kysely<Database>, job: Job, budgetMs = DRAIN_BUDGET_MS): Promise<number | null> {
  const started = Date.now();
  let total: number | null = null;
  for (;;) {
    const done = await runJobOnce(db, job);
    if (done === null) return total;
    total = (total ?? 0) + done;
    if (job.batch === undefined || done < job.batch || Date.now() - started >= budgetMs) return total;
  }
}
