import type pg from 'pg';
import { percentile, roundMs } from './percentile.ts';
import { runScanStatements } from './scan-statement-runner.ts';
import type { Statement } from './scan-statements.ts';

export interface StatementTiming {
  key: string;
  name: string;
  /** how many of the scans ran it (the free cell only for new clients) */
  runs: number;
  meanMs: number;
  p95Ms: number;
}

export interface ScanDatabaseTime {
  scans: number;
  /** the statements of one scan, one after another on one idle connection, round trips included */
  totalMeanMs: number;
  statements: StatementTiming[];
}

/** Runs the scan's statements for each parcel on one connection and times each kind of statement. */
export async function timeScanStatements(
  client: pg.Client,
  scans: readonly (readonly Statement[])[],
): Promise<ScanDatabaseTime> {
  const byKey = new Map<string, { name: string; times: number[] }>();
  const totals: number[] = [];
  for (const statements of scans) {
    const runs = await runScanStatements(client, statements, false);
    totals.push(runs.reduce((sum, run) => sum + run.ms, 0));
    for (const run of runs) {
      const entry = byKey.get(run.key) ?? { name: run.name, times: [] };
      entry.times.push(run.ms);
      byKey.set(run.key, entry);
    }
  }
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    scans: scans.length,
    totalMeanMs: roundMs(mean(totals)),
    statements: [...byKey].map(([key, { name, times }]) => ({
      key,
      name,
      runs: times.length,
      meanMs: Math.round(mean(times) * 100) / 100,
      p95Ms: Math.round(percentile(times, 95) * 100) / 100,
    })),
  };
}
