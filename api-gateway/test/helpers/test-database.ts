import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, databaseOnPGlite } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';

export const onPostgres = process.env.PVZ_TEST_DATABASE === 'postgres';
/** set by the global setup */
const serverUrl = process.env.PVZ_TEST_POSTGRES_URL ?? '';

export interface TestDatabase {
  db: Kysely<Database>;
  /** a database URL for a second connection pool (PostgreSQL only) */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, a copy of the migrated template made by the global setup: on
 * PGlite a data folder, on PostgreSQL a database on the server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    const template = process.env.PVZ_PGLITE_TEMPLATE;
    if (!template) throw new Error('the PGlite template is missing: run the tests through jest (global setup)');
    const pglite = await PGlite.create({
      loadDataDir: new Blob([await readFile(template)], { type: 'application/x-gzip' }),
    });
    const db = databaseOnPGlite(pglite);
    return { db, url: null, drop: () => db.destroy() };
  }
  const name = `pvz_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const server = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  const template = process.env.PVZ_PG_TEMPLATE;
  if (!template) throw new Error('the PostgreSQL template is missing: run the tests through jest (global setup)');
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(server);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(server);
      await server.destroy();
    },
  };
}
