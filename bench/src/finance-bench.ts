import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resultsDir, smoke } from './bench-config.ts';
import { benchContext } from './bench-context.ts';
import { benchDatabaseUrl, ensureDatabaseExists } from './bench-database.ts';
import { ensureBuilt } from './ensure-build.ts';
import { type FinanceRuns, financeRate, measureFinance } from './finance-measurements.ts';
import { ledgerYearSql } from './finance-seed-sql.ts';
import { startBenchGateway } from './gateway-process.ts';
import { machineInfo } from './machine-info.ts';
import { ensureSeeded } from './seed-goods.ts';
import { measureStatementImport } from './statement-import.ts';

/**
 * `npm run bench:finance`: the goods bench's 50 points with their ledger (one year of takings, then
 * two), and at each size the balance of one point and of all points paced at 25 req/s, and a cash
 * withdrawal's round trip (requested → handed over → received); then a bank statement of 20,000 lines
 * previewed, imported and undone while the gateway answers others. Writes bench/results/finance.json.
 * Target (issue 16): a balance answer ≤ 30 ms p95 at that pace, whatever the history's length.
 */
const targetP95Ms = 30;
const loadAverageAtStart = os.loadavg();
const databaseUrl = benchDatabaseUrl();
ensureBuilt();
await ensureDatabaseExists(databaseUrl);
const gateway = await startBenchGateway(databaseUrl);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

async function seededYears(): Promise<number> {
  const found = await client.query<{ years: number }>('select years from bench.finance_seed').catch(() => null);
  return found?.rows[0]?.years ?? 0;
}

async function seedYear(year: 1 | 2): Promise<number> {
  const started = performance.now();
  await client.query(ledgerYearSql(year));
  await client.query('vacuum analyze ledger_accounts, ledger_transfers');
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`  ledger: year ${year} posted in ${seconds} s`);
  return seconds;
}

const summary = (runs: FinanceRuns) => ({
  onePointP95Ms: runs.onePoint.p95Ms,
  allPointsP95Ms: runs.allPoints.p95Ms,
  homeSummaryP95Ms: runs.homeSummary.p95Ms,
  withdrawalRoundTripP95Ms: runs.withdrawal.p95Ms,
  cpuMsPerBalance: {
    onePoint: runs.onePoint.cpuMsPerRequest.server + runs.onePoint.cpuMsPerRequest.postgres,
    allPoints: runs.allPoints.cpuMsPerRequest.server + runs.allPoints.cpuMsPerRequest.postgres,
    homeSummary: runs.homeSummary.cpuMsPerRequest.server + runs.homeSummary.cpuMsPerRequest.postgres,
  },
  ledgerTransfers: runs.ledgerTransfers,
});

try {
  const seed = await ensureSeeded(client);
  console.log(`${seed.goodsRows.toLocaleString('en')} goods rows`);
  const byYears: Record<string, ReturnType<typeof summary> & { runs: FinanceRuns }> = {};
  const seedSeconds: Record<string, number> = {};
  // a ledger of one year is measured, then grown to two and measured again; one of two years as it is
  if ((await seededYears()) === 0) seedSeconds.year1 = await seedYear(1);
  if ((await seededYears()) === 1) {
    const runs = await measureFinance(await benchContext(client, gateway));
    byYears['1'] = { ...summary(runs), runs };
    seedSeconds.year2 = await seedYear(2);
  }
  const runs = await measureFinance(await benchContext(client, gateway));
  byYears['2'] = { ...summary(runs), runs };
  console.log('a bank statement imported and undone…');
  const statementImport = await measureStatementImport(await benchContext(client, gateway));

  const two = byYears['2'];
  const passed = [two.onePointP95Ms, two.allPointsP95Ms, two.homeSummaryP95Ms].every((p95) => p95 <= targetP95Ms);
  const result = {
    measuredAt: new Date().toISOString(),
    pace: `${financeRate} req/s on 50 connections`,
    target: { balanceP95Ms: targetP95Ms, homeSummaryP95Ms: targetP95Ms },
    passed,
    years: byYears,
    statementImport,
    machine: await machineInfo(client, Number(process.env.PVZ_DB_POOL_SIZE || 10), loadAverageAtStart),
    seed: { goodsRows: seed.goodsRows, ledgerSeconds: seedSeconds },
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'finance.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const [years, figures] of Object.entries(byYears))
    console.log(
      `  ${years} year(s), ${figures.ledgerTransfers.toLocaleString('en')} transfers: one point p95 ${figures.onePointP95Ms} ms (CPU ${figures.cpuMsPerBalance.onePoint.toFixed(2)} ms), all points p95 ${figures.allPointsP95Ms} ms (CPU ${figures.cpuMsPerBalance.allPoints.toFixed(2)} ms), home page p95 ${figures.homeSummaryP95Ms} ms (CPU ${figures.cpuMsPerBalance.homeSummary.toFixed(2)} ms), withdrawal round trip p95 ${figures.withdrawalRoundTripP95Ms} ms`,
    );
  console.log(
    `  statement of ${statementImport.lines} lines: preview ${statementImport.previewMs} ms, import ${statementImport.importMs} ms (others answered meanwhile: p95 ${statementImport.probeDuringImport.p95Ms} ms, max ${statementImport.probeDuringImport.maxMs} ms), undo ${statementImport.undoMs} ms`,
  );
  console.log(
    smoke
      ? '  smoke run: a small seed and a second per phase, the figures are not judged'
      : `  target ≤ ${targetP95Ms} ms p95: ${passed ? 'met' : 'missed'}`,
  );
  console.log(`  written: ${path.join(resultsDir, 'finance.json')}`);
} finally {
  await client.end();
  await gateway.stop();
}
