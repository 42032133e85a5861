import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Times a full production build of every workspace, ignoring turbo's cache. */
const root = path.resolve(import.meta.dirname, '..', '..');
const started = process.hrtime.bigint();
execFileSync('npx', ['turbo', 'run', 'build', '--force'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`full build (turbo run build --force): ${seconds.toFixed(1)} s`);
