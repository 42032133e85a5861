import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.js';

export interface ChangeLog {
  /** where the log stands now */
  mark(): Promise<number>;
  /** the changes committed since a mark, as `table operation` */
  since(mark: number): Promise<string[]>;
  /** the same, with the mark after them: one query where a run asks after every request */
  after(mark: number): Promise<{ changes: string[]; mark: number }>;
}

/**
 * Records every committed row change of the test database, for tests that must prove a refused
 * request changed nothing. A row trigger on each table (but `unwatched`) appends to `test_changes`:
 * the append is part of the changing transaction, so a rolled-back change leaves no trace.
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
  const after = async (mark: number) => {
    const { rows } = await sql<{ id: string; change: string }>`
      select id, change from test_changes where id > ${mark} order by id`.execute(db);
    const last = rows.at(-1);
    return { changes: [...new Set(rows.map((row) => row.change))], mark: last ? Number(last.id) : mark };
  };
  return {
    mark: async () => {
      const { rows } = await sql<{ last: number | null }>`select max(id) as last from test_changes`.execute(db);
      return Number(rows[0]?.last ?? 0);
    },
    since: async (mark) => (await after(mark)).changes,
    after,
  };
}
