import { type Kysely, sql } from 'kysely';

/**
 * An operation id stands for one request: the hash of the request it came with is kept, so that the
 * same id with another body is refused rather than answered with the first answer. Clients' money
 * moves (orders) carry operation ids too: an operation is a staff user's or a client's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operations add column request_hash text`.execute(db);
  await sql`alter table operations add column client_id integer references clients (id)`.execute(db);
}
