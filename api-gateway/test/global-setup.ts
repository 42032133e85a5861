import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Migrates one PGlite once; every test file starts from a copy of it (0.7 s instead of 3 s).
 * It runs through tsx because Jest loads global setup outside its ESM module system.
 */
export default function globalSetup() {
  if (process.env.PVZ_TEST_DATABASE === 'postgres') return;
  const file = path.join(tmpdir(), `pvz-pglite-template-${process.pid}.tar.gz`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join('test', 'make-pglite-template.ts'), file], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  process.env.PVZ_PGLITE_TEMPLATE = file;
}
