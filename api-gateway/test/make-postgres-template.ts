import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../src/db/database.js';

/**
 * Makes a migrated database on the PostgreSQL server, named by the first argument: each test file
 * copies it (`create database … template …`) instead of migrating a new one.
 */
const [name, serverUrl] = process.argv.slice(2);
if (!name || !serverUrl) throw new Error('usage: make-postgres-template <name> <server url>');
const server = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
});
await sql`drop database if exists ${sql.id(name)} with (force)`.execute(server);
await sql`create database ${sql.id(name)}`.execute(server);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
await migrateToLatest(db);
await db.destroy();
await server.destroy();
