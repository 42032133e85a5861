import os from 'node:os';
import path from 'node:path';

/** Where the repository is. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * `PVZ_BENCH_SMOKE=1`: CI's run, so that the bench cannot rot: a small seed in a database of its own,
 * a second per phase, nothing written to results/ and no targets judged.
 */
export const smoke = process.env.PVZ_BENCH_SMOKE === '1';

/** Where the bench writes what it measured (a smoke run's figures mean nothing: a temporary folder). */
export const resultsDir = smoke ? path.join(os.tmpdir(), 'pvz-bench-smoke') : path.join(repoRoot, 'bench', 'results');

/** The database the goods bench seeds and measures; DATABASE_URL overrides it. */
export const defaultDatabaseUrl = `postgres://postgres@127.0.0.1:5432/${smoke ? 'pvz_bench_smoke' : 'pvz_bench'}`;

export const ports = { gateway: 8192, ceiling: 8193, lighthouse: 8194 } as const;

/** The admin the gateway creates at its first start on an empty database. */
export const benchAdmin = { username: 'admin', password: 'bench-password' } as const;

/**
 * The encodings Chromium offers with every call (on HTTPS and localhost): the load runs ask for them too,
 * so that the gateway compresses its answers as it does for people.
 */
export const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/** One load run: autocannon's connections, a warm-up that is thrown away, then the measured run. */
export const load = {
  connections: 50,
  warmUpSeconds: smoke ? 1 : 3,
  measureSeconds: smoke ? 1 : 20,
} as const;

/**
 * The same 50 connections held to a pace people could keep (requests per second over all of them):
 * 50 operators scanning twice a second, 50 users opening a page every two seconds. At full speed a
 * closed loop of 50 connections always queues (p95 ≈ 50 / throughput); at a pace it shows the latency
 * an operator meets.
 */
export const pacedRates = { scan: 100, page: 25 } as const;

/**
 * pgbench's anchors, on the load runs' connections with this many pgbench threads: its TPC-B-like
 * transaction on a scratch database of `tpcbScale` (100,000 accounts and one branch per unit), and the
 * table page's SQL on the bench's database.
 */
export const pgbench = { tpcbScale: smoke ? 1 : 10, threads: 2 } as const;

/**
 * The acceptance figures: shares of an anchor measured in the same run (`atLeast`), CPU per
 * request and the paced and browser latencies (`atMost`, ms).
 */
export const targets = {
  scanShareOfPgbench: { atLeast: 0.6 },
  scanCpuMs: { atMost: 1.5 },
  pageShareOfSql: { atLeast: 0.5 },
  pageGatewayCpuMs: { atMost: 1 },
  scanPacedP95Ms: { atMost: 8 },
  pagePacedP95Ms: { atMost: 10 },
  browserScanP95Ms: { atMost: 50 },
} as const;

/** Browser scans: how many are timed, and the first ones left out while the page warms up. */
export const browserScans = { measured: smoke ? 5 : 60, warmUp: smoke ? 1 : 3 } as const;
