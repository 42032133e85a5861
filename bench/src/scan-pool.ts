import type pg from 'pg';

/** A pool row as a scan sends it. */
export interface PoolParcel {
  goodsId: number;
  pointId: number;
  phone: string;
}

/**
 * Puts the pool back at the sorting centre, so that every run scans the same parcels into the same
 * empty cells: the rows lose their acceptance, the pool clients their cells, and what the runs wrote
 * (events, operation ids, notifications) is deleted.
 */
export async function resetPool(client: pg.Client): Promise<void> {
  const started = performance.now();
  await client.query('begin');
  try {
    const seed = await client.query<{ seeded_at: Date }>('select seeded_at from bench.seed');
    const seededAt = seed.rows[0]?.seeded_at;
    await client.query(
      `update goods set delivered_pvz_at = null, cell = null, updated_at = now() - interval '1 day', updated_by = 'bench'
       where id in (select goods_id from bench.pool) and (delivered_pvz_at is not null or cell is not null)`,
    );
    await client.query(
      `update cells set client_phone = null where client_phone in (select distinct phone from bench.pool)`,
    );
    await client.query('delete from goods_events where at > $1 and goods_id in (select goods_id from bench.pool)', [
      seededAt,
    ]);
    await client.query('delete from operations where created_at > $1', [seededAt]);
    await client.query('delete from notifications where phone_number in (select distinct phone from bench.pool)');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze goods, cells, goods_events, operations, notifications');
  console.log(`pool reset in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The pool in scan order (shuffled at seed time). */
export async function loadPool(client: pg.Client): Promise<PoolParcel[]> {
  const result = await client.query<{ goods_id: number; point_id: number; phone: string }>(
    'select goods_id, point_id, phone from bench.pool order by seq',
  );
  return result.rows.map((row) => ({ goodsId: row.goods_id, pointId: row.point_id, phone: row.phone }));
}

/** Parcels of one point for the browser: one per client, so every scan takes a new, different cell. */
export async function parcelsOfDistinctClients(client: pg.Client, pointId: number, count: number) {
  const result = await client.query<{ goods_id: number; point_id: number; phone: string }>(
    `select distinct on (phone) goods_id, point_id, phone from bench.pool where point_id = $1
     order by phone, seq limit $2`,
    [pointId, count],
  );
  if (result.rows.length < count)
    throw new Error(`the pool has only ${result.rows.length} clients at point ${pointId}`);
  return result.rows.map((row): PoolParcel => ({ goodsId: row.goods_id, pointId: row.point_id, phone: row.phone }));
}
