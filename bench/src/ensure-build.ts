import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './bench-config.ts';

/** The outputs the bench serves: the gateway, the shell and the goods remote. */
const outputs = ['api-gateway/dist/server.js', 'shell/dist/index.html', 'mfe-goods/dist/mf-manifest.json'];

const run = (args: string[]) =>
  execFileSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });

/** The latest change of any file under a folder, in ms since the epoch. */
function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const changedSince = (sources: string, output: string) =>
  newestChange(path.join(repoRoot, sources)) > statSync(path.join(repoRoot, output)).mtimeMs;

/**
 * Builds the product (`npm run build` at the root) when one of its outputs is missing, and the gateway
 * alone (seconds) when its sources changed since; a web remote older than its sources is only reported,
 * as its build takes minutes.
 */
export function ensureBuilt(): void {
  const missing = outputs.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    console.log(`building the product (missing ${missing.join(', ')})…`);
    run(['run', 'build']);
    return;
  }
  const gateway = 'api-gateway/dist/server.js';
  if (changedSince('api-gateway/src', gateway) || changedSince('packages/contracts/src', gateway)) {
    console.log('the gateway or its contracts changed since the build: building them…');
    run(['run', 'build', '--', '--filter=api-gateway']);
  }
  for (const [sources, output] of [
    ['shell/src', 'shell/dist/main.js'],
    ['mfe-goods/src', 'mfe-goods/dist/remoteEntry.js'],
  ] as const)
    if (changedSince(sources, output))
      console.warn(`warning: ${sources} changed since ${output} was built; run \`npm run build\` to measure it`);
}
