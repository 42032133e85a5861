import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import { databaseOnPGlite, migrateToLatest } from '../src/db/database.js';

/**
 * `pvz_test.reset()`: the rows and sequences of the migrated database put back, for a worker's PGlite
 * lent to one test file after another (test/pglite-environment.mjs). The tables that hold rows after the
 * migrations are copied into the schema `pvz_test`; the reset empties every table, copies those rows
 * back with the triggers and foreign keys asleep (`session_replication_role`), and sets each sequence
 * where it stood. `reset(false)` empties the tables by DELETE (6 ms here), `reset(true)` by TRUNCATE
 * (160 ms: each of the ~90 tables and its indexes get new files), which also drops the dead rows that
 * DELETE leaves behind: the environment asks for it now and then, so they never pile up.
 */
async function writeReset(db: Kysely<unknown>) {
  const generated = await sql<{ name: string }>`
    select c.relname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attgenerated <> ''`.execute(db);
  // `insert … select *` cannot write generated columns: name the columns then
  if (generated.rows.length) throw new Error(`reset cannot copy generated columns of ${generated.rows[0]?.name}`);
  const tables = (
    await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(
      db,
    )
  ).rows.map((row) => row.name);
  const seeded: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ any: boolean }>`select exists (select from ${sql.table(table)}) as any`.execute(db);
    if (rows[0]?.any) seeded.push(table);
  }
  const sequences = (
    await sql<{ name: string; value: string }>`
      select format('%I.%I', schemaname, sequencename) as name,
        case when last_value is null then format('%s, false', start_value) else format('%s, true', last_value) end as value
      from pg_sequences where schemaname = 'public'`.execute(db)
  ).rows;
  await sql`create schema pvz_test`.execute(db);
  for (const table of seeded) {
    await sql`create table ${sql.table(`pvz_test.${table}`)} as select * from ${sql.table(table)}`.execute(db);
  }
  const quoted = (table: string) => `public.${JSON.stringify(table)}`;
  const body = [
    'set local session_replication_role = replica;',
    'if fully then',
    `truncate ${tables.map(quoted).join(', ')};`,
    'else',
    ...tables.map((table) => `delete from ${quoted(table)};`),
    'end if;',
    ...seeded.map(
      (table) =>
        `insert into ${quoted(table)} overriding system value select * from pvz_test.${JSON.stringify(table)};`,
    ),
    ...sequences.map(({ name, value }) => `perform setval('${name}', ${value});`),
  ].join('\n');
  await sql
    .raw(
      `create function pvz_test.reset(fully boolean) returns void language plpgsql as $reset$ begin\n${body}\nend $reset$`,
    )
    .execute(db);
}

/** Writes a migrated PGlite data folder (gzip'ed tarball) to the path given as the first argument. */
const file = process.argv[2];
if (!file) throw new Error('usage: make-pglite-template <file>');
const pglite = await PGlite.create();
const db = databaseOnPGlite(pglite);
await migrateToLatest(db);
await writeReset(db as Kysely<unknown>);
// gzip'ed: a sixth of the size (the WAL segment is 16 MB of mostly zeros), 0.3 s less per test file to load
const dump = await pglite.dumpDataDir('gzip');
await writeFile(file, Buffer.from(await dump.arrayBuffer()));
await db.destroy();
