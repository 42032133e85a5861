import { randomUUID } from 'node:crypto';
import type { GoodsInput, GoodsRow } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import type { Client, TestApp } from '../../helpers/test-app.js';
import { pointNamed } from '../../helpers/test-app.js';

export const op = () => randomUUID();

/** A point with `cells` cells (the settings' number of a new point's cells is set for it). */
export async function pointWithCells(admin: Client, name: string, cells: number): Promise<number> {
  const settings = (await admin.get('/api/settings/get-settings')).json();
  await admin.post('/api/settings/edit-settings', { settings: { ...settings, newPointCells: cells } });
  return pointNamed(admin, name);
}

export async function createRows(
  caller: Client,
  kind: CounterKind,
  row: GoodsInput,
  quantity = 1,
): Promise<GoodsRow[]> {
  const response = await caller.post(goodsRoutes.create(kind), { operationId: op(), row, quantity });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return response.json().rows;
}

/** A purchase sent to the sorting centre, ready to be accepted at its point. */
export async function sortedPurchase(caller: Client, pointId: number, phone: string, priceSite = 1000_00) {
  const [row] = await createRows(caller, 'purchase', { fromName: phone, dispatchPVZ: pointId, priceSite });
  if (!row) throw new Error('no row');
  const sent = await caller.post(goodsRoutes.toSortingCenter('purchase'), { operationId: op(), ids: [row.id] });
  if (sent.statusCode !== 200) throw new Error(`to SC failed: ${sent.body}`);
  return row;
}

export function acceptScan(caller: Client, pvzId: number, code: string, operationId = op()) {
  return caller.post(goodsRoutes.acceptScan, { operationId, pvzId, code });
}

export async function eventsOf(t: TestApp, goodsId: number) {
  return t.database.db
    .selectFrom('goods_events')
    .select(['type', 'operation_id'])
    .where('goods_id', '=', goodsId)
    .execute();
}

export async function stored(t: TestApp, id: number) {
  return t.database.db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
