import { type Kysely, sql } from 'kysely';

/** A point's opening hours as the office writes them («Пн–Вс 10:00–21:00»), for the map (issue 18); null: not told. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table points add column hours text check (char_length(hours) between 1 and 100)`.execute(db);
}
