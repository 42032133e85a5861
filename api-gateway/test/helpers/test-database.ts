import { readFile } from 'node:fs/promises';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, databaseOnPGlite } from '../../src/db/database.js';
import type { EmbeddedPGlite } from '../../src/db/pglite-dialect.js';
import type { Database } from '../../src/db/schema.js';

/** A PGlite of the test's own, from the migrated template the global setup made. */
async function templateCopy(): Promise<PGlite> {
  const template = process.env.PVZ_PGLITE_TEMPLATE;
  if (!template) throw new Error('the PGlite template is missing: run the tests through jest (global setup)');
  return PGlite.create({ loadDataDir: new Blob([await readFile(template)], { type: 'application/x-gzip' }) });
}

export const onPostgres = process.env.PVZ_TEST_DATABASE === 'postgres';
/** set by the global setup */
const serverUrl = process.env.PVZ_TEST_POSTGRES_URL ?? '';

export interface TestDatabase {
  db: Kysely<Database>;
  /** a database URL for a second connection pool (PostgreSQL only) */
  url: string | null;
  drop(): Promise<void>;
}

/** What the worker's environment lends (test/pglite-environment.mjs): PGlite's own calls, and giving it back. */
interface LentPGlite extends Pick<PGlite, 'query' | 'listen'> {
  release(): void;
}
declare const pvzWorkerDatabase: { acquire(): Promise<LentPGlite | null> };

/**
 * A value the worker's PGlite made, remade in this test file's realm: the worker's Date, Array and
 * Object are other classes than the file's, and `instanceof Date` (fast-json-stringify, the audit
 * log) or Jest's strict equality would tell them apart.
 */
function adopt(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(adopt);
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as Uint8Array);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, adopt(inner)]));
}

/** The worker's PGlite as this file's: its answers and errors adopted, `close` giving it back. */
function adopted(lent: LentPGlite): EmbeddedPGlite {
  const query = async (text: string, params?: unknown[], options?: QueryOptions) => {
    try {
      const result = await lent.query(text, params, options);
      return { ...result, rows: adopt(result.rows) };
    } catch (error) {
      const { message, stack, ...fields } = error as Error;
      throw Object.assign(new Error(message), fields, { stack });
    }
  };
  return {
    query: query as PGlite['query'],
    listen: (channel, callback, tx) => lent.listen(channel, callback, tx),
    waitReady: Promise.resolve(),
    close: async () => lent.release(),
  };
}

/**
 * A database in the migrated template's state for a test file: on PGlite the worker's own (reset
 * between files) or, while that is lent, a copy of the template's data folder; on PostgreSQL a copy of
 * the template database on the server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    const lent = await pvzWorkerDatabase.acquire();
    const db = databaseOnPGlite(lent ? adopted(lent) : await templateCopy());
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
