import type { GoodsRow } from '@pvz/contracts/api/goods';
import { statusOf } from '@pvz/contracts/goods';
import { columnsOf, type GoodsKind } from '@pvz/contracts/goods-columns';
import { bpToPercent } from '@pvz/contracts/goods-money';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { clientLinkOf } from './codes.js';

/**
 * The names a goods row shows beside its own columns, each read by its key in a subquery of its own.
 * Not joins: PostgreSQL plans a join of six tables anew for every statement, and planning was most of
 * a one-row read (0.9 ms of a scan's answer; 0.35 ms with these subqueries, on the goods bench). The
 * acceptance scan's answer names them in SQL of its own (db/migrations/0052-goods-accept-scan.ts).
 */
const rowNames = (eb: ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>) => [
  // a parcel has one barcode file (services/barcode-delivery/create.ts); `limit 1` keeps the row one row
  eb
    .selectFrom('goods_files')
    .select('goods_files.file_id')
    .whereRef('goods_files.goods_id', '=', 'g.id')
    .limit(1)
    .as('barcode_file_id'),
  eb.selectFrom('points').select('points.name').whereRef('points.id', '=', 'g.point_id').as('point_name'),
  eb
    .selectFrom('sorting_centers')
    .select('sorting_centers.name')
    .whereRef('sorting_centers.id', '=', 'g.sorting_center_id')
    .as('sorting_center_name'),
  eb
    .selectFrom('order_accounts')
    .select('order_accounts.name')
    .whereRef('order_accounts.id', '=', 'g.order_account_id')
    .as('order_account_name'),
  eb
    .selectFrom('marketplaces')
    .select('marketplaces.name')
    .whereRef('marketplaces.id', '=', 'g.marketplace_id')
    .as('marketplace_name'),
];

/** Goods rows (`g`) with the names of the places and accounts they refer to. */
export function selectGoods(db: Db) {
  return db.selectFrom('goods as g').selectAll('g').select(rowNames);
}

/**
 * Goods (`g`) with the tables a list's filters, order and sums may name joined: the point (`p`), the
 * sorting centre (`sc`), the order account (`oa`) and the marketplace (`m`). PostgreSQL drops a join
 * the statement does not use while it plans (it still opens the table to find its unique key).
 */
export function joinedGoods(db: Db) {
  return db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .leftJoin('sorting_centers as sc', 'sc.id', 'g.sorting_center_id')
    .leftJoin('order_accounts as oa', 'oa.id', 'g.order_account_id')
    .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id');
}

/** What a statement on joinedGoods may name: the goods and the tables it joins. */
export type JoinedGoodsBuilder = ExpressionBuilder<
  Database & {
    g: Database['goods'];
    p: Database['points'];
    sc: Database['sorting_centers'];
    oa: Database['order_accounts'];
    m: Database['marketplaces'];
  },
  'g' | 'p' | 'sc' | 'oa' | 'm'
>;

/** A list's goods rows: the rows of selectGoods, for filters and orders that name the joined tables. */
export function selectListedGoods(db: Db) {
  return joinedGoods(db).selectAll('g').select(rowNames);
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
  const shown: GoodsRow = {
    id: row.id,
    kind: row.kind,
    status: statusOfRow(row),
    oldId: row.old_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    ...(row.barcode_file_id !== null && { barcodeFileId: row.barcode_file_id }),
  };
  const own = shown as Record<string, unknown>;
  for (const key of columnKeysOf(row.kind, columns)) own[key] = columns[key];
  return shown;
}

const columnKeys = new Map<GoodsKind, readonly string[]>();

/**
 * The keys of a kind's columns that toGoodsRow fills, in the kind's order: the same for every row of
 * the kind, so found once (a table page shapes fifty rows).
 */
function columnKeysOf(kind: GoodsKind, filled: Record<string, unknown>): readonly string[] {
  let keys = columnKeys.get(kind);
  if (!keys) {
    keys = columnsOf(kind)
      .map(({ key }) => key)
      .filter((key) => key in filled);
    columnKeys.set(kind, keys);
  }
  return keys;
}

/** Rows by id, in the order of the ids, with their kinds' columns. */
export async function goodsRowsByIds(db: Db, ids: readonly number[], secret: string): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGoods(db).where('g.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toGoodsRow(row, secret)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
