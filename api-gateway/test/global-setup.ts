import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The gateway's folder: the root's `npm test` runs this setup from the repository's root. */
const gateway = path.resolve(import.meta.dirname, '..');

/** Runs a template maker through tsx: Jest loads global setup outside its ESM module system. */
function make(script: string, ...args: string[]) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(gateway, 'test', script), ...args], {
    cwd: gateway,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

/**
 * Migrates one database once; every test file starts from a copy of it: a PGlite data folder
 * (0.7 s instead of 3 s), or on the PostgreSQL server a template database.
 */
export default function globalSetup() {
  // the gateway's compiled schemas, made by the first test file that builds it and read by the rest
  process.env.PVZ_SCHEMA_CACHE ??= path.join(gateway, 'node_modules', '.cache', 'compiled-schemas');
  if (process.env.PVZ_TEST_DATABASE === 'postgres') {
    // the server of this machine and CI's unless named; the test files and the teardown read it from here
    process.env.PVZ_TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `pvz_test_template_${process.pid}`;
    make('make-postgres-template.ts', name, process.env.PVZ_TEST_POSTGRES_URL);
    process.env.PVZ_PG_TEMPLATE = name;
    return;
  }
  const file = path.join(tmpdir(), `pvz-pglite-template-${process.pid}.tar.gz`);
  make('make-pglite-template.ts', file);
  process.env.PVZ_PGLITE_TEMPLATE = file;
}
