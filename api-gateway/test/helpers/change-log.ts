import { type Kysely, sql } from 'kysely';
import { listenOf } from '../../src/db/listen.js';
import type { Database } from '../../src/db/schema.js';
import { onPostgres } from './test-database.js';

export interface ChangeLog {
  /** where the log stands now */
  mark(): Promise<number>;
  /** the changes committed since a mark, as `table operation` */
  since(mark: number): Promise<string[]>;
  /** the same, with the mark after them: one query where a run asks after every request */
  after(mark: number): Promise<{ changes: string[]; mark: number }>;
}

const channel = 'test_changes';

/**
 * Records every committed row change of the test database, for tests that must prove a refused
 * request changed nothing. A row trigger on each table (but `unwatched`) appends to `test_changes`:
 * the append is part of the changing transaction, so a rolled-back change leaves no trace.
 *
 * On PGlite the trigger also notifies (delivered only on commit), and PGlite hands a commit's
 * notifications to its listeners before it answers the commit: a log that heard nothing since it was
 * last read holds nothing new, and is not asked again. The route fuzzing asks after each of its 49,000
 * requests; its four runs took 74.5 s, 48.7 s without those queries. The server's notifications come on
 * a connection of their own, at no set time: there the log is always asked.
 */
export async function watchChanges(db: Kysely<Database>, unwatched: readonly string[]): Promise<ChangeLog> {
  await sql`
    create table test_changes (
      id bigint generated always as identity primary key,
      change text not null
    )`.execute(db);
  await sql`
    create function test_note_change() returns trigger language plpgsql as $$
    begin
      insert into test_changes (change) values (tg_table_name || ' ' || lower(tg_op));
      ${onPostgres ? sql`` : sql`perform pg_notify(${sql.lit(channel)}, '');`}
      return null;
    end $$`.execute(db);
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = 'public' and tablename <> 'test_changes' and tablename not like 'kysely\\_%'`.execute(db);
  for (const { name } of tables.rows) {
    if (unwatched.includes(name)) continue;
    await sql`
      create trigger test_watch after insert or update or delete on ${sql.table(name)}
      for each row execute function test_note_change()`.execute(db);
  }
  let heard = 0;
  const hear = () => {
    heard += 1;
  };
  // PGlite's listening never drops, so it is never reconnected
  if (!onPostgres) await listenOf(db)(channel, hear, () => {});
  // the last read: what had been heard before it, and where the log stood
  let read: { heard: number; mark: number } | null = null;
  const unchangedSince = (mark: number) => !onPostgres && read?.heard === heard && read.mark === mark;

  const after = async (mark: number) => {
    if (unchangedSince(mark)) return { changes: [], mark };
    const before = heard;
    const { rows } = await sql<{ id: string; change: string }>`
      select id, change from test_changes where id > ${mark} order by id`.execute(db);
    const last = rows.at(-1);
    const next = last ? Number(last.id) : mark;
    read = { heard: before, mark: next };
    return { changes: [...new Set(rows.map((row) => row.change))], mark: next };
  };
  return {
    mark: async () => {
      if (read && unchangedSince(read.mark)) return read.mark;
      const before = heard;
      const { rows } = await sql<{ last: number | null }>`select max(id) as last from test_changes`.execute(db);
      const mark = Number(rows[0]?.last ?? 0);
      read = { heard: before, mark };
      return mark;
    },
    since: async (mark) => (await after(mark)).changes,
    after,
  };
}
