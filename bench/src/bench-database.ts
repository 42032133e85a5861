import pg from 'pg';
import { defaultDatabaseUrl } from './bench-config.ts';

/** DATABASE_URL, or the bench's own database on the local server. */
export function benchDatabaseUrl(): string {
  return process.env.DATABASE_URL || defaultDatabaseUrl;
}

/** Creates the URL's database when the server does not have it yet. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Runs work on one connection of its own and closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
