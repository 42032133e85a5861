import { type Kysely, sql } from 'kysely';

/**
 * The push outbox claims notifications for a while (`push_claimed_until`) instead of locking them in a
 * transaction held open while the messaging provider answers: a slow provider then holds no database
 * connection and no row, and a claim whose sender died is taken again when it runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column push_claimed_until timestamptz`.execute(db);
}
