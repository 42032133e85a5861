import { type Kysely, sql } from 'kysely';

/** The page a notification's push opens, when it is not the recipient's home page (a chat thread). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column link text`.execute(db);
}
