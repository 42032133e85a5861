import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir, targets } from './bench-config.ts';

/** The headline figures; null when the step could not run (see `errors`). */
export interface Headline {
  scanP95Ms: number;
  pageP95Ms: number;
  scanRps: number;
  ceilingRps: number;
  browserScanP95Ms: number | null;
  rows: number;
}

type TargetName = keyof typeof targets;

function passedOf(headline: Headline): Record<TargetName, boolean | null> {
  const share = headline.scanRps / headline.ceilingRps;
  return {
    scanP95Ms: headline.scanP95Ms <= targets.scanP95Ms,
    pageP95Ms: headline.pageP95Ms <= targets.pageP95Ms,
    scanShareOfCeiling: share >= targets.scanShareOfCeiling,
    browserScanP95Ms: headline.browserScanP95Ms === null ? null : headline.browserScanP95Ms <= targets.browserScanP95Ms,
  };
}

/** Writes bench/results/goods.json (headline first, then the details) and answers what it wrote. */
export function writeGoodsResults(headline: Headline, details: Record<string, unknown>) {
  const scanShareOfCeiling = Math.round((headline.scanRps / headline.ceilingRps) * 1000) / 1000;
  const passed = passedOf(headline);
  const missed = (Object.keys(passed) as TargetName[]).filter((name) => passed[name] !== true);
  const result = {
    ...headline,
    scanShareOfCeiling,
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

/** The short table on the console. */
export function printGoodsTable(result: ReturnType<typeof writeGoodsResults>): void {
  const rows: [string, string, string, boolean | null][] = [
    ['scan p95 (50 connections)', `${result.scanP95Ms} ms`, `≤ ${targets.scanP95Ms} ms`, result.passed.scanP95Ms],
    ['table page p95 (50 connections)', `${result.pageP95Ms} ms`, `≤ ${targets.pageP95Ms} ms`, result.passed.pageP95Ms],
    [
      'scan throughput / ceiling',
      `${result.scanRps} / ${result.ceilingRps} req/s = ${(result.scanShareOfCeiling * 100).toFixed(1)} %`,
      `≥ ${targets.scanShareOfCeiling * 100} %`,
      result.passed.scanShareOfCeiling,
    ],
    [
      'browser Enter → cell p95',
      result.browserScanP95Ms === null ? '—' : `${result.browserScanP95Ms} ms`,
      `≤ ${targets.browserScanP95Ms} ms`,
      result.passed.browserScanP95Ms,
    ],
  ];
  console.log(`\ngoods bench, ${result.rows.toLocaleString('en')} goods rows`);
  for (const [name, value, target, passed] of rows)
    console.log(`  ${name.padEnd(34)} ${value.padEnd(36)} ${target.padEnd(10)} ${verdict(passed)}`);
  console.log(
    result.missed.length === 0 ? 'every target met' : `targets missed or not measured: ${result.missed.join(', ')}`,
  );
}
