import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pacedRates, resultsDir, targets } from './bench-config.ts';
import type { measureGoods } from './goods-measurements.ts';

type GoodsMeasurements = Awaited<ReturnType<typeof measureGoods>>;

/** The figures the headline's shares are taken against, measured in the same run. */
export interface Anchors {
  pgbenchTpcbTps: number;
  pgbenchTpcbLatencyMs: number;
  /** PostgreSQL's CPU per TPC-B transaction */
  pgbenchTpcbPostgresCpuMs: number;
  pageSqlTps: number;
  pageSqlLatencyMs: number;
  /** PostgreSQL's CPU per run of the page's SQL */
  pageSqlPostgresCpuMs: number;
  ceilingRps: number;
}

/** The headline figures; null when the step could not run (see `errors`). */
export interface Headline {
  scanShareOfPgbench: number;
  scanCpuMs: number;
  pageShareOfSql: number;
  pageGatewayCpuMs: number;
  scanPacedP95Ms: number;
  pagePacedP95Ms: number;
  browserScanP95Ms: number | null;
  scanRps: number;
  pageRps: number;
  anchors: Anchors;
  rows: number;
}

const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;
const cpuMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** The headline of a run: the scan and the page against their anchors, their CPU, the paced and browser p95. */
export function goodsHeadline(measured: GoodsMeasurements, rows: number): Headline {
  const { runs, pgbench, browser } = measured;
  return {
    scanShareOfPgbench: share(runs.scan.rps, pgbench.tpcb.tps),
    scanCpuMs: cpuMs(runs.scan.cpuMsPerRequest.server + runs.scan.cpuMsPerRequest.postgres),
    pageShareOfSql: share(runs.page.rps, pgbench.pageSql.tps),
    pageGatewayCpuMs: runs.page.cpuMsPerRequest.server,
    scanPacedP95Ms: runs.scanPaced.p95Ms,
    pagePacedP95Ms: runs.pagePaced.p95Ms,
    browserScanP95Ms: browser?.p95Ms ?? null,
    scanRps: runs.scan.rps,
    pageRps: runs.page.rps,
    anchors: {
      pgbenchTpcbTps: pgbench.tpcb.tps,
      pgbenchTpcbLatencyMs: pgbench.tpcb.latencyAverageMs,
      pgbenchTpcbPostgresCpuMs: pgbench.tpcb.cpuMsPerTransaction.postgres,
      pageSqlTps: pgbench.pageSql.tps,
      pageSqlLatencyMs: pgbench.pageSql.latencyAverageMs,
      pageSqlPostgresCpuMs: pgbench.pageSql.cpuMsPerTransaction.postgres,
      ceilingRps: runs.ceiling.rps,
    },
    rows,
  };
}

type TargetName = keyof typeof targets;
const targetNames = Object.keys(targets) as TargetName[];

function passedOf(headline: Headline): Record<TargetName, boolean | null> {
  const passed = {} as Record<TargetName, boolean | null>;
  for (const name of targetNames) {
    const value = headline[name];
    const target = targets[name];
    passed[name] = value === null ? null : 'atLeast' in target ? value >= target.atLeast : value <= target.atMost;
  }
  return passed;
}

/** Writes bench/results/goods.json (headline first, then the details) and answers what it wrote. */
export function writeGoodsResults(headline: Headline, details: Record<string, unknown>) {
  const passed = passedOf(headline);
  const missed = targetNames.filter((name) => passed[name] !== true);
  const result = {
    ...headline,
    targets,
    passed,
    missed,
    measuredAt: new Date().toISOString(),
    ...details,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'goods.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

const verdict = (passed: boolean | null) => (passed === null ? 'NOT MEASURED' : passed ? 'ok' : 'MISSED');

function targetText(name: TargetName): string {
  const target = targets[name];
  return 'atLeast' in target ? `≥ ${target.atLeast}` : `≤ ${target.atMost} ms`;
}

/** The short table on the console. */
export function printGoodsTable(result: ReturnType<typeof writeGoodsResults>): void {
  const { anchors } = result;
  const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
  const rows: [TargetName, string, string][] = [
    [
      'scanShareOfPgbench',
      'scan / pgbench TPC-B',
      `${result.scanRps} / ${anchors.pgbenchTpcbTps} = ${result.scanShareOfPgbench}`,
    ],
    ['scanCpuMs', 'scan CPU (gateway + PostgreSQL)', ms(result.scanCpuMs)],
    [
      'pageShareOfSql',
      'table page / its SQL in pgbench',
      `${result.pageRps} / ${anchors.pageSqlTps} = ${result.pageShareOfSql}`,
    ],
    ['pageGatewayCpuMs', 'table page CPU (gateway)', ms(result.pageGatewayCpuMs)],
    ['scanPacedP95Ms', `scan p95 at ${pacedRates.scan} req/s`, ms(result.scanPacedP95Ms)],
    ['pagePacedP95Ms', `table page p95 at ${pacedRates.page} req/s`, ms(result.pagePacedP95Ms)],
    ['browserScanP95Ms', 'browser Enter → cell p95', ms(result.browserScanP95Ms)],
  ];
  console.log(`\ngoods bench, ${result.rows.toLocaleString('en')} goods rows`);
  for (const [name, label, value] of rows)
    console.log(
      `  ${label.padEnd(34)} ${value.padEnd(36)} ${targetText(name).padEnd(10)} ${verdict(result.passed[name])}`,
    );
  console.log('  anchors, measured in this run:');
  console.log(
    `    pgbench TPC-B-like ${anchors.pgbenchTpcbTps} tps, latency average ${anchors.pgbenchTpcbLatencyMs} ms, PostgreSQL ${anchors.pgbenchTpcbPostgresCpuMs} ms CPU per transaction`,
  );
  console.log(
    `    the page's SQL in pgbench ${anchors.pageSqlTps} tps, latency average ${anchors.pageSqlLatencyMs} ms, PostgreSQL ${anchors.pageSqlPostgresCpuMs} ms CPU per run`,
  );
  console.log(`    bare Fastify ${anchors.ceilingRps} req/s`);
  console.log(
    result.missed.length === 0 ? 'every target met' : `targets missed or not measured: ${result.missed.join(', ')}`,
  );
}
