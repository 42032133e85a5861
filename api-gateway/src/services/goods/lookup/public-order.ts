import type { PublicOrder } from '@pvz/contracts/api/goods-lookup';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { statusOfRow } from '../rows.js';

/** Parcels handed over longer ago than this leave the public page. */
const ISSUED_VISIBLE_DAYS = 30;

/**
 * What a client's public order page shows for one kind: each open parcel (and those handed over in the
 * last month) with its product, point, status, cell and sum, and the totals. Nothing else: no phone,
 * no names, no ids, no income. Null when the phone never had a row of the kind: the link of a kind
 * is that of every other kind with another prefix, and a page of nothing is no page.
 */
export async function publicOrderOf(db: Kysely<Database>, kind: GoodsKind, phone: string): Promise<PublicOrder | null> {
  const rows = await db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
    .select([
      'g.product_name',
      'g.items_count',
      'g.cell',
      'g.amount_due',
      'g.ordered_at',
      'g.delivered_sc_at',
      'g.delivered_pvz_at',
      'g.issued_at',
      'g.outcome',
      'p.name as point_name',
      'm.name as marketplace_name',
    ])
    .where('g.client_phone', '=', phone)
    .where('g.kind', '=', kind)
    .where('g.deleted_at', 'is', null)
    .where(sql<boolean>`(g.issued_at is null or g.issued_at > now() - make_interval(days => ${ISSUED_VISIBLE_DAYS}))`)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  if (rows.length === 0 && !(await hasRowsOfKind(db, kind, phone))) return null;
  const parcels = rows.map((row) => {
    const status = statusOfRow(row);
    return {
      productName: row.product_name,
      marketplace: row.marketplace_name,
      itemsCount: kind === 'barcode' ? row.items_count : null,
      point: row.point_name,
      status,
      cell: status === 'at-point' ? row.cell : null,
      amountDue: row.amount_due,
    };
  });
  const open = parcels.filter((parcel) => parcel.status !== 'issued' && parcel.status !== 'refused');
  const sum = (list: typeof parcels) => list.reduce((total, parcel) => total + parcel.amountDue, 0);
  return {
    kind,
    parcels,
    totalDue: sum(open),
    dueAtPoint: sum(open.filter((parcel) => parcel.status === 'at-point')),
  };
}

async function hasRowsOfKind(db: Kysely<Database>, kind: GoodsKind, phone: string): Promise<boolean> {
  const found = await db
    .selectFrom('goods')
    .select('id')
    .where('client_phone', '=', phone)
    .where('kind', '=', kind)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
