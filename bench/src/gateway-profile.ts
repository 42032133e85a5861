import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { load, resultsDir } from './bench-config.ts';
import { benchContext } from './bench-context.ts';
import { benchDatabaseUrl, ensureDatabaseExists } from './bench-database.ts';
import { ensureBuilt } from './ensure-build.ts';
import { startBenchGateway } from './gateway-process.ts';
import { measurePage, measureScans } from './load-phases.ts';
import { loadPool, resetPool } from './scan-pool.ts';
import type { ScanCursor } from './scan-requests.ts';
import { ensureSeeded } from './seed-goods.ts';

/**
 * `npm run profile -w bench`: where the gateway's own CPU goes under the goods bench's loads. The built
 * gateway runs with V8's CPU profiler, once for the acceptance scan and once for the table page, each
 * at full speed for the bench's measure time; each profile's heaviest functions by self time and its
 * split by package are printed, and the .cpuprofile files stay in results/profiles/ (open them in
 * Chrome DevTools' Performance panel).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs, of the same clock as the samples */
  endTime: number;
}

const profilesDir = path.join(resultsDir, 'profiles');
const databaseUrl = benchDatabaseUrl();

/** Where a frame's code lives: a package of node_modules, the gateway's own code, Node, or V8. */
function placeOf(url: string): string {
  if (url === '') return '(V8: garbage collection, idle, program)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged?.[1]) return packaged[1];
  if (url.includes('/api-gateway/dist/')) return 'gateway';
  if (url.includes('/packages/contracts/')) return '@pvz/contracts';
  return url.startsWith('node:') ? 'node' : url;
}

/**
 * Self time per function and per place, in ms, heaviest first, of the samples of the measured run:
 * the last `load.measureSeconds` before the gateway stopped (its start-up and the warm-up left out).
 */
function summary(profile: CpuProfile, top: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  const measuredFrom = profile.endTime - load.measureSeconds * 1_000_000;
  let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= measuredFrom) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    const where = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'}  ${where === 'gateway' ? frame.url.replace(/.*\/dist\//, '') : where}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    places.set(where, (places.get(where) ?? 0) + ms);
  }
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const heaviest = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return { totalMs: Math.round(total), places: heaviest(places, 15), functions: heaviest(functions, top) };
}

async function profiled(phase: 'scan' | 'page', client: pg.Client): Promise<void> {
  const gateway = await startBenchGateway(databaseUrl, {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profilesDir}`, `--cpu-prof-name=${phase}.cpuprofile`],
  });
  let requests = 0;
  try {
    const context = await benchContext(client, gateway);
    if (phase === 'scan') {
      await resetPool(client);
      const cursor: ScanCursor = { next: 0, exhausted: false };
      requests = (await measureScans(gateway, await loadPool(client), cursor, context.cookie)).requests;
    } else {
      requests = (await measurePage(gateway, context.pointIds, context.cookie)).requests;
    }
  } finally {
    // the profile is written when the gateway exits
    await gateway.stop();
  }
  const profile = JSON.parse(readFileSync(path.join(profilesDir, `${phase}.cpuprofile`), 'utf8')) as CpuProfile;
  const { totalMs, places, functions } = summary(profile, 30);
  console.log(`\n${phase}: ${requests} measured requests; the gateway's profile holds ${totalMs} ms of samples`);
  console.log('  by place (self time):');
  for (const row of places) console.log(`    ${row}`);
  console.log('  heaviest functions (self time):');
  for (const row of functions) console.log(`    ${row}`);
}

ensureBuilt();
await ensureDatabaseExists(databaseUrl);
rmSync(profilesDir, { recursive: true, force: true });
mkdirSync(profilesDir, { recursive: true });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  // the seed needs the schema, which the gateway's migrations make at its start
  await (await startBenchGateway(databaseUrl)).stop();
  await ensureSeeded(client);
  // `npm run profile -w bench -- page` profiles one load
  const asked = process.argv.slice(2);
  for (const phase of ['scan', 'page'] as const)
    if (asked.length === 0 || asked.includes(phase)) await profiled(phase, client);
} finally {
  await client.end();
}
