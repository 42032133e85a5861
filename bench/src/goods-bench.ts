import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resultsDir, smoke } from './bench-config.ts';
import { benchContext } from './bench-context.ts';
import { benchDatabaseUrl, ensureDatabaseExists } from './bench-database.ts';
import { ensureBuilt } from './ensure-build.ts';
import { startBenchGateway } from './gateway-process.ts';
import { measureGoods } from './goods-measurements.ts';
import { goodsHeadline, printGoodsTable, writeGoodsResults } from './goods-results.ts';
import { machineInfo } from './machine-info.ts';
import { ensureSeeded } from './seed-goods.ts';

/**
 * `npm run bench`: seeds 1,000,000 goods over 50 points into DATABASE_URL once, then measures the
 * acceptance scan, a filtered goods table page and a bare Fastify ceiling with autocannon, pgbench's
 * TPC-B and the page's SQL as anchors, and the scanner's Enter → cell on screen in Chromium. Writes
 * bench/results/goods.json and goods-plans.txt.
 */
const loadAverageAtStart = os.loadavg();
const databaseUrl = benchDatabaseUrl();
ensureBuilt();
await ensureDatabaseExists(databaseUrl);
const gatewayDbPoolSize = Number(process.env.PVZ_DB_POOL_SIZE || 10);
const gateway = await startBenchGateway(databaseUrl);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let failed = false;
try {
  const seed = await ensureSeeded(client);
  console.log(`${seed.goodsRows.toLocaleString('en')} goods rows (seeded ${seed.seededAt.toISOString()})`);
  const measured = await measureGoods(await benchContext(client, gateway), databaseUrl);
  const { plans, runs, pgbench, browser, browserError, ...details } = measured;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'goods-plans.txt'), plans);
  const result = writeGoodsResults(goodsHeadline(measured, seed.goodsRows), {
    machine: await machineInfo(client, gatewayDbPoolSize, loadAverageAtStart),
    runs,
    pgbench,
    browser,
    ...details,
    seed,
    errors: browserError === null ? [] : [`browser: ${browserError}`],
  });
  printGoodsTable(result);
  if (smoke) console.log('  smoke run: a small seed and a second per phase, the figures are not judged');
  console.log(`written: ${path.join(resultsDir, 'goods.json')}, goods-plans.txt`);
  failed = browserError !== null;
} finally {
  await client.end();
  await gateway.stop();
}
if (failed) process.exitCode = 1;
