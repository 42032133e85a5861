import type { ReturnRow } from '@pvz/contracts/api/returns';
import type { ColumnLevel, GoodsKind } from '@pvz/contracts/goods-columns';
import { columnsOf } from '@pvz/contracts/goods-columns';
import type { Db } from '../../db/database.js';
import { type GoodsRecordRow, selectGoods } from '../goods/rows.js';

export type ColumnLevels = Record<GoodsKind, Record<string, ColumnLevel>>;

/** The kinds a hand-over can refuse; their rows are the returns. */
export const refusableKinds = ['purchase', 'barcode', 'shop'] as const satisfies readonly GoodsKind[];

/** The column that holds what a parcel of the kind cost: the most its refund may be. */
export const priceColumnOf: Record<GoodsKind, 'priceSite' | 'priceProgram'> = {
  purchase: 'priceSite',
  barcode: 'priceProgram',
  shop: 'priceSite',
  service: 'priceSite',
};

/** What a parcel cost, in kopecks, by its kind's price column. */
export function priceOf(row: Pick<GoodsRecordRow, 'kind' | 'price_site' | 'price_program'>): number {
  return priceColumnOf[row.kind] === 'priceProgram' ? row.price_program : row.price_site;
}

const stamp = (at: Date | null, by: string | null) => (at === null ? null : { at: at.toISOString(), by: by ?? '' });
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * A returns row as the caller may see it: each field is a column of the row's kind (`price` is the
 * kind's price column) and is left out when the kind lacks it or the caller's level hides it.
 */
export function toReturnRow(row: GoodsRecordRow, levels: ColumnLevels): ReturnRow {
  const shown = new Set(
    columnsOf(row.kind)
      .filter((column) => levels[row.kind]?.[column.key] !== 'hidden')
      .map((column) => column.key),
  );
  const fields: Record<string, [column: string, value: unknown]> = {
    dispatchPVZ: ['dispatchPVZ', ref(row.point_id, row.point_name)],
    fromName: ['fromName', row.client_phone],
    productName: ['productName', row.product_name],
    marketplace: ['marketplace', ref(row.marketplace_id, row.marketplace_name)],
    price: [priceColumnOf[row.kind], priceOf(row)],
    additionally: ['additionally', row.outcome],
    issued: ['issued', row.issued_at?.toISOString() ?? null],
    shipped: ['shipped', stamp(row.shipped_at, row.shipped_by)],
    verified: ['verified', stamp(row.verified_at, row.verified_by)],
    priceRefund: ['priceRefund', row.price_refund],
  };
  const visible = Object.entries(fields).filter(([, [column]]) => shown.has(column));
  return {
    id: row.id,
    kind: row.kind,
    returnBoxId: row.return_box_id,
    ...Object.fromEntries(visible.map(([key, [, value]]) => [key, value])),
  };
}

/** Rows by id, in the order of the ids, as the caller may see them. */
export async function returnRowsByIds(db: Db, ids: readonly number[], levels: ColumnLevels): Promise<ReturnRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGoods(db).where('g.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toReturnRow(row, levels)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
