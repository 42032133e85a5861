import { spawn } from 'node:child_process';
import type pg from 'pg';
import { load, pgbench } from './bench-config.ts';
import { type CpuSplit, startCpuSample } from './cpu-sampler.ts';
import { type CpuPerRequest, perRequest } from './load-phases.ts';
import { roundMs } from './percentile.ts';

/** The summary lines of one pgbench run. */
export interface PgbenchSummary {
  transactions: number;
  failed: number;
  /** transactions per second, the initial connections left out */
  tps: number;
  latencyAverageMs: number;
  initialConnectionMs: number;
}

/** A measured pgbench run: the command (its database by name), its summary and its CPU split. */
export type PgbenchRun = PgbenchSummary & {
  command: string;
  cpu: CpuSplit;
  cpuMsPerTransaction: CpuPerRequest;
};

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs pgbench with these arguments on the URL's database and answers what it printed. */
export function runPgbench(databaseUrl: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', [...args, databaseUrl], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('error', (error) =>
      reject(new Error(`pgbench did not start (${error.message}): it comes with PostgreSQL's client programs`)),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`pgbench ${args.join(' ')} ${databaseName(databaseUrl)} exited with ${code}:\n${output}`)),
    );
  });
}

function figure(output: string, pattern: RegExp): number | null {
  const found = pattern.exec(output);
  return found ? Number(found[1]) : null;
}

/** Reads pgbench's summary; a run without one is an error. */
export function parsePgbenchSummary(output: string): PgbenchSummary {
  const tps = figure(output, /^tps = ([\d.]+) \(without initial connection time\)$/m);
  const latency = figure(output, /^latency average = ([\d.]+) ms$/m);
  const transactions = figure(output, /^number of transactions actually processed: (\d+)/m);
  if (tps === null || latency === null || transactions === null)
    throw new Error(`pgbench printed no summary:\n${output}`);
  return {
    transactions,
    failed: figure(output, /^number of failed transactions: (\d+)/m) ?? 0,
    tps: Math.round(tps * 10) / 10,
    latencyAverageMs: roundMs(latency),
    initialConnectionMs: roundMs(figure(output, /^initial connection time = ([\d.]+) ms$/m) ?? 0),
  };
}

/**
 * Waits (at most 10 s) until no pgbench connection is left on the server, and a moment more for the
 * postmaster to reap their processes, so that a CPU count starts and ends with none of them exiting.
 */
async function pgbenchBackendsGone(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 10_000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (;;) {
    const left = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where application_name = 'pgbench'",
    );
    if ((left.rows[0]?.count ?? 0) === 0 || Date.now() > deadline) break;
    await sleep(50);
  }
  await sleep(100);
}

/**
 * pgbench on the load runs' connections, as the other runs: a warm-up whose figures are thrown away,
 * then the measured run with its CPU split. `client` only watches the server's connections.
 */
export async function measuredPgbench(
  client: pg.Client,
  databaseUrl: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<PgbenchRun> {
  const timed = (seconds: number) => [
    ...args,
    '-c',
    String(load.connections),
    '-j',
    String(pgbench.threads),
    '-T',
    String(seconds),
  ];
  await runPgbench(databaseUrl, timed(load.warmUpSeconds), env);
  await pgbenchBackendsGone(client);
  const stop = startCpuSample();
  const output = await runPgbench(databaseUrl, timed(load.measureSeconds), env);
  await pgbenchBackendsGone(client);
  const cpu = stop();
  const summary = parsePgbenchSummary(output);
  if (summary.transactions === 0 || summary.failed > summary.transactions * 0.01)
    throw new Error(`pgbench: ${summary.failed} of ${summary.transactions} transactions failed:\n${output}`);
  return {
    command: `pgbench ${timed(load.measureSeconds).join(' ')} ${databaseName(databaseUrl)}`,
    ...summary,
    cpu,
    cpuMsPerTransaction: perRequest(cpu, summary.transactions),
  };
}
