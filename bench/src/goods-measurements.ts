import { benchAdmin, browserScans, pacedRates, pgbench } from './bench-config.ts';
import type { BenchContext } from './bench-context.ts';
import { type BrowserScanResult, measureBrowserScans } from './browser-scan.ts';
import { indexFacts, scansBetween } from './index-usage.ts';
import { type MeasuredRun, measureCeiling, measurePage, measureScanAlone, measureScans } from './load-phases.ts';
import { measurePageSqlAnchor, measureTpcbAnchor } from './pgbench-anchors.ts';
import type { PgbenchRun } from './pgbench-run.ts';
import { queryPlansText } from './query-plans.ts';
import { loadPool, parcelsOfDistinctClients, resetPool } from './scan-pool.ts';
import type { ScanCursor } from './scan-requests.ts';
import { scanStatements } from './scan-statements.ts';
import { timeScanStatements } from './statement-timing.ts';

const statementTimingScans = 200;

const line = (run: MeasuredRun) =>
  `${run.rps} req/s, p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms; CPU ms per request ${JSON.stringify(run.cpuMsPerRequest)}`;

const pgbenchLine = (run: PgbenchRun) =>
  `${run.tps} tps, latency average ${run.latencyAverageMs} ms; CPU ms per transaction ${JSON.stringify(run.cpuMsPerTransaction)}`;

/**
 * Every measurement of the goods bench, in an order that keeps them apart: the scan's statements one
 * by one, the ceiling, pgbench's TPC-B, the scans (full speed, one connection, paced), the page's SQL
 * in pgbench, the table page (full speed, paced), then the browser on a reset pool, and the plans last.
 */
export async function measureGoods(context: BenchContext, databaseUrl: string) {
  const { client, gateway, cookie, adminId, pointIds } = context;
  await resetPool(client);
  const pool = await loadPool(client);
  const plansParcel = pool.at(-1);
  if (!plansParcel) throw new Error('the scan pool is empty');
  const cursor: ScanCursor = { next: statementTimingScans, exhausted: false };
  console.log(`timing the scan's statements one by one (${statementTimingScans} scans)…`);
  const scanDatabaseTime = await timeScanStatements(
    client,
    pool.slice(0, statementTimingScans).map((parcel) => scanStatements(parcel, adminId)),
  );

  console.log('ceiling: bare Fastify GET / …');
  const ceiling = await measureCeiling();
  console.log(`  ${line(ceiling)}`);
  console.log(`pgbench TPC-B-like (scale ${pgbench.tpcbScale}, prepared) on a scratch database …`);
  const tpcb = await measureTpcbAnchor(client, databaseUrl);
  console.log(`  ${pgbenchLine(tpcb)}`);
  console.log('scan: POST /api/goods/accept-scan …');
  const beforeScan = await indexFacts(client);
  const scan = await measureScans(gateway, pool, cursor, cookie);
  const afterScan = await indexFacts(client);
  console.log(`  ${line(scan)}`);
  const scanOneConnection = await measureScanAlone(gateway, pool, cursor, cookie);
  console.log(`  one connection: p50 ${scanOneConnection.p50Ms} ms, p95 ${scanOneConnection.p95Ms} ms`);
  const scanPaced = await measureScans(gateway, pool, cursor, cookie, pacedRates.scan);
  console.log(`  paced at ${pacedRates.scan} req/s: ${line(scanPaced)}`);

  console.log("pgbench: the table page's SQL (extended protocol) …");
  const pageSql = await measurePageSqlAnchor(client, databaseUrl, pointIds);
  console.log(`  ${pgbenchLine(pageSql)}`);
  console.log('table page: GET /api/goods/purchase/list …');
  const beforePage = await indexFacts(client);
  const page = await measurePage(gateway, pointIds, cookie);
  const afterPage = await indexFacts(client);
  console.log(`  ${line(page)}`);
  const pagePaced = await measurePage(gateway, pointIds, cookie, pacedRates.page);
  console.log(`  paced at ${pacedRates.page} req/s: ${line(pagePaced)}`);

  await resetPool(client);
  let browser: BrowserScanResult | null = null;
  let browserError: string | null = null;
  try {
    console.log('browser: scripted scanner on /acceptance …');
    const count = browserScans.measured + browserScans.warmUp;
    const parcels = await parcelsOfDistinctClients(client, context.browserPointId, count);
    browser = await measureBrowserScans(gateway.url, benchAdmin, context.browserPointId, parcels, browserScans.warmUp);
    console.log(`  Enter → cell p95 ${browser.p95Ms} ms; medians ${JSON.stringify(browser.medianSplitMs)}`);
  } catch (error) {
    browserError = error instanceof Error ? error.message : String(error);
    console.error(`browser: ${browserError}`);
  }

  const indexScans = { scan: scansBetween(beforeScan, afterScan), page: scansBetween(beforePage, afterPage) };
  const plans = await queryPlansText(client, {
    scan: scanStatements(plansParcel, adminId),
    pagePointId: pointIds[Math.floor(pointIds.length / 2)] as number,
    indexes: afterPage,
    usage: indexScans,
  });
  return {
    runs: { ceiling, scan, scanOneConnection, scanPaced, page, pagePaced },
    pgbench: { tpcb, pageSql },
    scanDatabaseTime,
    browser,
    browserError,
    indexScans,
    plans,
  };
}
