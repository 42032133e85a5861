import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/** Drops the run's PostgreSQL template database (PGlite's is a file in the temporary folder). */
export default async function globalTeardown() {
  const name = process.env.PVZ_PG_TEMPLATE;
  const postgresServerUrl = process.env.PVZ_TEST_POSTGRES_URL;
  if (!name || !postgresServerUrl) return;
  const server = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresServerUrl, max: 1 }) }),
  });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(server);
  await server.destroy();
}
