import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { pgliteListen, serverListen, setListen } from './listen.js';
import { migrationProvider } from './migrations/index.js';
import { type EmbeddedPGlite, PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** A handle for queries: the database, or a transaction on it. */
export type Db = Kysely<Database> | Transaction<Database>;

const INT8_OID = 20;

/**
 * Counts and identities come back as numbers from both databases (PGlite already does this;
 * the pg driver would give strings). Money is integer kopecks, far below 2^53.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * @param onIdleError hears of an idle connection the server closed (restart, failover); the pool drops
 *   it and opens a new one for the next query. Without a listener such an error would end the process.
 */
export function createDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => {},
): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      types: pgTypes,
      max: config.poolSize,
      // a request waits this long for a free connection, then fails, instead of hanging for ever
      connectionTimeoutMillis: 10_000,
      // a transaction left open by mistake gives its locks back instead of stopping the counters behind it
      idle_in_transaction_session_timeout: 60_000,
      // No JIT: compiling a plan takes 100–400 ms, and the product's statements are short ones that a
      // high cost estimate (a subquery per point, a year's turnover) tips over jit_above_cost. On the
      // bench's home page it was the whole time: 434 ms with JIT, 0.5 ms without.
      options: '-c jit=off',
    });
    pool.on('error', onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    setListen(db, serverListen(config.url));
    return db;
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  return databaseOnPGlite(new PGlite(config.dataDir ?? undefined));
}

/** Wraps an already open PGlite (tests load one from a migrated template). */
export function databaseOnPGlite(pglite: EmbeddedPGlite): Kysely<Database> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  setListen(db, pgliteListen(pglite));
  return db;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
