import { load, ports } from './bench-config.ts';
import { startCeilingServer } from './ceiling-process.ts';
import type { RunningChild } from './child-process.ts';
import { type CpuSplit, startCpuSample } from './cpu-sampler.ts';
import { type LoadResult, runLoad } from './load-run.ts';
import { type PacedRequest, runPaced } from './paced-load.ts';
import { pacedPages, pageRequests } from './page-requests.ts';
import type { PoolParcel } from './scan-pool.ts';
import { pacedScans, type ScanCursor, scanRequests } from './scan-requests.ts';

/** CPU ms per answered request: the server (gateway or ceiling), PostgreSQL, the load generator, the rest. */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  loadGenerator: number;
  others: number;
}

export type MeasuredRun = LoadResult & { cpu: CpuSplit; cpuMsPerRequest: CpuPerRequest };

/** A load generator run for so many seconds. */
type Run = (seconds: number) => Promise<LoadResult>;

/** A run's CPU split per answered request (or pgbench transaction). */
export function perRequest(cpu: CpuSplit, requests: number): CpuPerRequest {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  return {
    server: per(cpu.gatewayMs),
    postgres: per(cpu.postgresMs),
    loadGenerator: per(cpu.loadGeneratorMs),
    others: per(cpu.othersMs),
  };
}

/** Refuses a run whose answers were not (almost all) 2xx: its figures would measure errors. */
function assertAnswered(name: string, result: LoadResult): void {
  const failed = result.non2xx + result.errors;
  if (result.requests === 0 || failed > result.requests * 0.01)
    throw new Error(
      `${name}: ${failed} of ${result.requests} requests failed (statuses ${JSON.stringify(result.statuses)}, errors ${result.errors})`,
    );
}

/** A warm-up whose figures are thrown away (JIT, pools, caches), then the measured run with its CPU split. */
async function measured(name: string, serverPid: number, run: Run): Promise<MeasuredRun> {
  await run(load.warmUpSeconds);
  const stop = startCpuSample(serverPid);
  const result = await run(load.measureSeconds);
  const cpu = stop();
  assertAnswered(name, result);
  return { ...result, cpu, cpuMsPerRequest: perRequest(cpu, result.requests) };
}

/** The ceiling: GET / of a bare Fastify server in a child process. */
export async function measureCeiling(): Promise<MeasuredRun> {
  const server: RunningChild = await startCeilingServer(ports.ceiling);
  try {
    return await measured('ceiling', server.pid, (seconds) =>
      runLoad({ url: server.url, connections: load.connections }, seconds),
    );
  } finally {
    await server.stop();
  }
}

/**
 * Acceptance scans on 50 connections, each a new operation id and the next parcel of the pool: as
 * fast as they go (autocannon), or paced at `rate` requests per second.
 */
export async function measureScans(
  gateway: RunningChild,
  pool: readonly PoolParcel[],
  cursor: ScanCursor,
  cookie: string,
  rate?: number,
): Promise<MeasuredRun> {
  const run: Run =
    rate === undefined
      ? (seconds) =>
          runLoad(
            { url: gateway.url, connections: load.connections, requests: scanRequests(pool, cursor, cookie) },
            seconds,
          )
      : (seconds) =>
          runPaced(
            { url: gateway.url, connections: load.connections, rate, next: pacedScans(pool, cursor, cookie) },
            seconds,
          );
  const result = await measured(rate === undefined ? 'scan' : 'paced scan', gateway.pid, run);
  if (cursor.exhausted) throw new Error(`the scan pool (${pool.length} parcels) ran out: enlarge seedPlan.poolRows`);
  return result;
}

/** The same scans one at a time: the latency of a scan on an idle server. */
export async function measureScanAlone(
  gateway: RunningChild,
  pool: readonly PoolParcel[],
  cursor: ScanCursor,
  cookie: string,
): Promise<LoadResult> {
  const result = await runLoad(
    { url: gateway.url, connections: 1, requests: scanRequests(pool, cursor, cookie) },
    load.warmUpSeconds + 2,
  );
  assertAnswered('scan at one connection', result);
  return result;
}

/** The first filtered page of the purchases table of a random point on 50 connections, full speed or paced. */
export function measurePage(
  gateway: RunningChild,
  pointIds: readonly number[],
  cookie: string,
  rate?: number,
): Promise<MeasuredRun> {
  const run: Run =
    rate === undefined
      ? (seconds) =>
          runLoad(
            { url: gateway.url, connections: load.connections, requests: pageRequests(pointIds, cookie) },
            seconds,
          )
      : (seconds) =>
          runPaced(
            { url: gateway.url, connections: load.connections, rate, next: pacedPages(pointIds, cookie) },
            seconds,
          );
  return measured(rate === undefined ? 'table page' : 'paced table page', gateway.pid, run);
}

/** Any request paced at `rate` per second on the bench's 50 connections, with its CPU split. */
export function measuredPaced(
  name: string,
  gateway: RunningChild,
  rate: number,
  next: () => PacedRequest,
): Promise<MeasuredRun> {
  return measured(name, gateway.pid, (seconds) =>
    runPaced({ url: gateway.url, connections: load.connections, rate, next }, seconds),
  );
}
