import type { PublicOrder } from '@pvz/contracts/api/goods-lookup';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { dueOfParcel, selectClientParcels, totalsOfParcels } from '../../client-orders/client-parcels.js';

/**
 * What a client's public order page shows for one kind: each open parcel (and those handed over
 * lately) with its product, point, status, cell and what is left to pay, and the totals — the same
 * sums as «Мои заказы» (client-parcels.ts). Nothing else: no phone, no names, no ids, no income.
 * Null when the phone never had a row of the kind: the link of a kind is that of every other kind
 * with another prefix, and a page of nothing is no page.
 */
export async function publicOrderOf(
  db: Kysely<Database>,
  kind: GoodsKind,
  phone: string,
  cashStep: number,
): Promise<PublicOrder | null> {
  const rows = await selectClientParcels(db, phone, [kind], true).execute();
  if (rows.length === 0 && !(await hasRowsOfKind(db, kind, phone))) return null;
  const parcels = rows.map((row) => {
    const { status, amountDue } = dueOfParcel(row, cashStep);
    return {
      productName: row.product_name,
      marketplace: row.marketplace_name,
      itemsCount: kind === 'barcode' ? row.items_count : null,
      point: row.point_name,
      status,
      cell: status === 'at-point' ? row.cell : null,
      amountDue,
    };
  });
  return { kind, parcels, ...totalsOfParcels(parcels) };
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
