import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { Outcome } from '@pvz/contracts/goods';
import type { Client, TestApp } from '../../helpers/test-app.js';
import { acceptScan, createRows, op } from './goods-fixtures.js';

/** The seeded marketplaces' ids by name. */
export async function marketplaceIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.database.db.selectFrom('marketplaces').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

export interface ParcelSpec {
  admin: Client;
  operator: Client;
  pointId: number;
  phone: string;
  outcome: Outcome;
  priceSite?: number;
  marketplaceId?: number;
}

/** A purchase accepted at the point and handed over with `outcome` (a refusal makes it a return). */
export async function handedOverParcel(spec: ParcelSpec): Promise<number> {
  const { admin, operator, pointId, phone, outcome } = spec;
  const [row] = await createRows(admin, 'purchase', {
    fromName: phone,
    dispatchPVZ: pointId,
    priceSite: spec.priceSite ?? 1000_00,
    ...(spec.marketplaceId !== undefined && { marketplace: spec.marketplaceId }),
  });
  if (!row) throw new Error('no row');
  const sent = await admin.post(goodsRoutes.toSortingCenter('purchase'), { operationId: op(), ids: [row.id] });
  if (sent.statusCode !== 200) throw new Error(`to SC failed: ${sent.body}`);
  const accepted = await acceptScan(operator, pointId, `1/${row.id}`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const issued = await operator.post(goodsRoutes.issue, { operationId: op(), pvzId: pointId, ids: [row.id], outcome });
  if (issued.statusCode !== 200) throw new Error(`issue failed: ${issued.body}`);
  return row.id;
}
