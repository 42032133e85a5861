import { rm } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/** Removes the run's template: PGlite's file in the temporary folder, or the PostgreSQL database. */
export default async function globalTeardown() {
  const file = process.env.PVZ_PGLITE_TEMPLATE;
  if (file) await rm(file, { force: true });
  const name = process.env.PVZ_PG_TEMPLATE;
  const postgresServerUrl = process.env.PVZ_TEST_POSTGRES_URL;
  if (!name || !postgresServerUrl) return;
  const server = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresServerUrl, max: 1 }) }),
  });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(server);
  await server.destroy();
}
