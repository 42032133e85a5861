import type { GoodsRow } from '@pvz/contracts/api/goods';
import { statusOf } from '@pvz/contracts/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { bpToPercent } from '@pvz/contracts/goods-money';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientLinkOf } from './codes.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A goods row with the names of the places and accounts it refers to. */
export function selectGoods(db: Executor) {
  return db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .leftJoin('sorting_centers as sc', 'sc.id', 'g.sorting_center_id')
    .leftJoin('order_accounts as oa', 'oa.id', 'g.order_account_id')
    .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
    .leftJoin('goods_files as gf', 'gf.goods_id', 'g.id')
    .selectAll('g')
    .select([
      'gf.file_id as barcode_file_id',
      'p.name as point_name',
      'sc.name as sorting_center_name',
      'oa.name as order_account_name',
      'm.name as marketplace_name',
    ]);
}

export type GoodsRecordRow = Awaited<ReturnType<ReturnType<typeof selectGoods>['executeTakeFirstOrThrow']>>;

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const stamp = (value: Date | null) => value?.toISOString() ?? null;

type StatusFields = Pick<
  GoodsRecordRow,
  'ordered_at' | 'delivered_sc_at' | 'delivered_pvz_at' | 'issued_at' | 'outcome'
>;

/** Where a stored row is in its life cycle. */
export function statusOfRow(row: StatusFields) {
  return statusOf({
    orderedAt: row.ordered_at,
    deliveredScAt: row.delivered_sc_at,
    deliveredPvzAt: row.delivered_pvz_at,
    issuedAt: row.issued_at,
    outcome: row.outcome,
  });
}

/**
 * The answer shape of a row: its own fields and its kind's columns, by column key. The access
 * plugin then takes out the columns the caller may not see.
 */
export function toGoodsRow(row: GoodsRecordRow, secret: string): GoodsRow {
  const columns: Record<string, unknown> = {
    // a parcel handed over or refused is in no cell any more; its history keeps the cell it had
    cell: row.issued_at === null ? row.cell : null,
    fromName: row.client_phone,
    name: row.client_name,
    notation: row.notation,
    prepayment: row.prepayment,
    percentClient: bpToPercent(row.percent_bp),
    deliveredKGT: row.extra_income,
    amountFromClient: row.amount_due,
    profit: row.income,
    dispatchPVZ: ref(row.point_id, row.point_name),
    orderPVZ: ref(row.sorting_center_id, row.sorting_center_name),
    deliveredSC: stamp(row.delivered_sc_at),
    deliveredPVZ: stamp(row.delivered_pvz_at),
    issued: stamp(row.issued_at),
    additionally: row.outcome,
    clientLink: clientLinkOf(secret, row.kind, row.client_phone),
    productLink: row.product_link,
    productName: row.product_name,
    marketplace: ref(row.marketplace_id, row.marketplace_name),
    priceSite: row.price_site,
    orderAccount: ref(row.order_account_id, row.order_account_name),
    prepaid: row.prepaid,
    itemsCount: row.items_count,
    priceProgram: row.price_program,
  };
  const own = Object.fromEntries(
    columnsOf(row.kind)
      .filter(({ key }) => key in columns)
      .map(({ key }) => [key, columns[key]]),
  );
  return {
    id: row.id,
    kind: row.kind,
    status: statusOfRow(row),
    oldId: row.old_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    ...(row.barcode_file_id !== null && { barcodeFileId: row.barcode_file_id }),
    ...own,
  };
}

/** Rows by id, in the order of the ids, with their kinds' columns. */
export async function goodsRowsByIds(db: Executor, ids: readonly number[], secret: string): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGoods(db).where('g.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toGoodsRow(row, secret)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
