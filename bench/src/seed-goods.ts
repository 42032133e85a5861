import type pg from 'pg';
import { seedPlan as plan } from './goods-seed-plan.ts';
import {
  atPointSql,
  benchSchemaSql,
  cellsSql,
  clientsSql,
  historyOfEventsSql,
  historySql,
  placesSql,
  poolSql,
} from './goods-seed-sql.ts';

export interface SeedFacts {
  goodsRows: number;
  poolRows: number;
  seededAt: Date;
  /** how long the seed took when it was made */
  seconds: number;
  /** whether this run made it */
  fresh: boolean;
}

async function existingSeed(client: pg.Client): Promise<SeedFacts | null> {
  const marker = await client
    .query<{ version: number; pool_rows: number; seeded_at: Date; seconds: string }>(
      'select version, pool_rows, seeded_at, seconds from bench.seed',
    )
    .catch((error: { code?: string }) => {
      // 42P01: no bench.seed table yet
      if (error.code === '42P01') return null;
      throw error;
    });
  const row = marker?.rows[0];
  if (row && row.version !== plan.version)
    throw new Error(
      `the database holds bench seed version ${row.version}, this bench makes version ${plan.version}: drop the database (dropdb pvz_bench) and run again`,
    );
  const goods = await client.query<{ count: string }>('select count(*) from goods');
  const goodsRows = Number(goods.rows[0]?.count);
  if (!row) {
    if (goodsRows > 0) throw new Error(`the database has ${goodsRows} goods but no bench seed: use an empty database`);
    return null;
  }
  return { goodsRows, poolRows: row.pool_rows, seededAt: row.seeded_at, seconds: Number(row.seconds), fresh: false };
}

async function step(client: pg.Client, name: string, sql: string): Promise<void> {
  const started = performance.now();
  await client.query(sql);
  console.log(`  seed: ${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Seeds the goods of 50 points once (skipped when the marker of this seed version is there): points,
 * cells, a year of goods, the parcels lying in cells now, the scan pool, clients and history.
 */
export async function ensureSeeded(client: pg.Client): Promise<SeedFacts> {
  const existing = await existingSeed(client);
  if (existing) return existing;
  console.log('seeding (a few minutes, once)…');
  const started = performance.now();
  const admin = await client.query<{ id: number }>(`select id from users where lower(username) = 'admin'`);
  const adminId = admin.rows[0]?.id;
  if (adminId === undefined) throw new Error('no admin user: the gateway creates it at its first start');
  const atPointRows = plan.points * plan.clientsAtPointPerPoint * plan.parcelsPerClientAtPoint;
  await client.query('begin');
  try {
    await client.query('select setseed(0.42)');
    await step(client, 'bench schema', benchSchemaSql);
    await step(client, 'points and sorting centre', placesSql);
    await step(client, 'cells', cellsSql);
    await step(
      client,
      `${plan.baseRows - atPointRows} goods of the past year`,
      historySql(plan.baseRows - atPointRows),
    );
    await step(client, `${atPointRows} goods lying in cells`, atPointSql);
    await step(client, `${plan.poolRows} pool goods at the sorting centre`, poolSql);
    await step(client, 'clients and notifications', clientsSql);
    await step(client, 'events and operations', historyOfEventsSql(adminId));
    const seconds = (performance.now() - started) / 1000;
    await client.query(
      'insert into bench.seed (version, base_rows, pool_rows, seeded_at, seconds) values ($1, $2, $3, now(), $4)',
      [plan.version, plan.baseRows, plan.poolRows, seconds.toFixed(1)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const vacuumStarted = performance.now();
  await client.query('vacuum analyze');
  console.log(`  seed: vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  const seeded = await existingSeed(client);
  if (!seeded) throw new Error('the seed marker is missing after seeding');
  return { ...seeded, fresh: true };
}
