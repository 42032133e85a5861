import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { pgbench } from './bench-config.ts';
import { ensureDatabaseExists } from './bench-database.ts';
import { pageSqlScript } from './page-sql-script.ts';
import { measuredPgbench, type PgbenchRun, runPgbench } from './pgbench-run.ts';

/** The bench database's name with `_pgbench`: a scratch database on the same server. */
function tpcbDatabaseUrl(benchDatabaseUrl: string): string {
  const url = new URL(benchDatabaseUrl);
  url.pathname = `${url.pathname}_pgbench`;
  return url.toString();
}

/**
 * PostgreSQL's own transaction ceiling on this machine: pgbench's built-in TPC-B-like transaction
 * (three updates, a select and an insert, committed durably) with prepared statements, on a scratch
 * database initialised afresh at `pgbench.tpcbScale`.
 */
export async function measureTpcbAnchor(client: pg.Client, benchDatabaseUrl: string): Promise<PgbenchRun> {
  const url = tpcbDatabaseUrl(benchDatabaseUrl);
  await ensureDatabaseExists(url);
  await runPgbench(url, ['-i', '-q', '-s', String(pgbench.tpcbScale)]);
  return measuredPgbench(client, url, ['-b', 'tpcb-like', '-M', 'prepared'], {
    PGOPTIONS: '-c synchronous_commit=on',
  });
}

/**
 * The table page's bare SQL on the bench's database (page-sql-script.ts): what PostgreSQL alone
 * answers of the page's statements, sent as the gateway sends them (extended protocol, each planned
 * anew) with the gateway's session settings (no JIT, api-gateway/src/db/database.ts), without
 * vacuuming (`-n`: the script has no pgbench tables).
 */
export async function measurePageSqlAnchor(
  client: pg.Client,
  benchDatabaseUrl: string,
  pointIds: readonly number[],
): Promise<PgbenchRun> {
  const script = pageSqlScript(pointIds);
  const dir = mkdtempSync(path.join(tmpdir(), 'pvz-bench-page-sql-'));
  try {
    const file = path.join(dir, 'page-sql.pgbench');
    writeFileSync(file, script.text);
    const defines = script.defines.flatMap((define) => ['-D', define]);
    return await measuredPgbench(client, benchDatabaseUrl, ['-n', '-M', 'extended', '-f', file, ...defines], {
      PGOPTIONS: '-c jit=off',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
