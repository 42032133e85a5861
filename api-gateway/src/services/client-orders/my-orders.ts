import type { BoughtGoods, ClientParcel, MyOrders, ParcelBlock, TimelineStep } from '@pvz/contracts/api/client-orders';
import { BOUGHT_PAGE_SIZE } from '@pvz/contracts/api/client-orders';
import type { GoodsStatus } from '@pvz/contracts/goods';
import { counterKinds } from '@pvz/contracts/goods';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dueOfParcel, keptUntilOf, paidForParcel, selectClientParcels, totalsOfParcels } from './client-parcels.js';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The steps a parcel has reached, in order, from its stamps. */
function timelineOf(row: {
  created_at: Date;
  ordered_at: Date | null;
  delivered_sc_at: Date | null;
  delivered_pvz_at: Date | null;
  issued_at: Date | null;
  status: GoodsStatus;
}): TimelineStep[] {
  const steps: [GoodsStatus, Date | null][] = [
    ['created', row.created_at],
    ['ordered', row.ordered_at],
    ['at-sorting-center', row.delivered_sc_at],
    ['at-point', row.delivered_pvz_at],
    [row.status === 'refused' ? 'refused' : 'issued', row.issued_at],
  ];
  return steps.flatMap(([status, at]) => (at ? [{ status, at: iso(at) }] : []));
}

/**
 * «Мои заказы»: every open parcel of the client's phone (and, when asked, those handed over lately),
 * one block per kind, with what is left to pay (client-parcels.ts decides both).
 */
export async function myOrdersOf(
  db: Kysely<Database>,
  phone: string,
  settings: { cashRoundingStep: number; expiredWarningDays: number },
  withDelivered: boolean,
): Promise<MyOrders> {
  const rows = await selectClientParcels(db, phone, counterKinds, withDelivered).execute();

  const parcels = rows.map((row): ClientParcel => {
    const { status, amountDue } = dueOfParcel(row, settings.cashRoundingStep);
    return {
      id: row.id,
      kind: row.kind,
      productName: row.product_name,
      productLink: row.product_link,
      marketplace: row.marketplace_name,
      itemsCount: row.kind === 'barcode' ? row.items_count : null,
      point: row.point_name === null ? null : { name: row.point_name, address: row.point_address ?? '' },
      status,
      timeline: timelineOf({ ...row, status }),
      cell: status === 'at-point' ? row.cell : null,
      amountDue,
      amountPaid: paidForParcel(row),
      keptUntil: keptUntilOf(row, settings.expiredWarningDays),
    };
  });
  const blocks = counterKinds.flatMap((kind): ParcelBlock[] => {
    const ofKind = parcels.filter((parcel) => parcel.kind === kind);
    if (ofKind.length === 0) return [];
    return [{ kind, parcels: ofKind, ...totalsOfParcels(ofKind) }];
  });
  return { blocks, readyForPickup: parcels.some((parcel) => parcel.status === 'at-point') };
}

/** «Купленные товары»: the parcels handed over to the client (not refused), newest first, a page at a time. */
export async function boughtGoodsOf(db: Kysely<Database>, phone: string, page: number): Promise<BoughtGoods> {
  const bought = db
    .selectFrom('goods as g')
    .where('g.client_phone', '=', phone)
    .where('g.kind', 'in', counterKinds)
    .where('g.deleted_at', 'is', null)
    .where('g.issued_at', 'is not', null)
    .where((eb) => eb.or([eb('g.outcome', 'is', null), eb('g.outcome', 'in', ['cash', 'online'])]));
  const paid = sql<number>`coalesce(g.collected, g.amount_due)`;
  const [rows, totals] = await Promise.all([
    bought
      .leftJoin('points as p', 'p.id', 'g.point_id')
      .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
      .select([
        'g.id',
        'g.kind',
        'g.product_name',
        'g.product_link',
        'g.issued_at',
        paid.as('paid'),
        'p.name as point_name',
        'm.name as marketplace_name',
      ])
      .orderBy('g.issued_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(BOUGHT_PAGE_SIZE)
      .offset(page * BOUGHT_PAGE_SIZE)
      .execute(),
    bought
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(${paid}), 0)`.as('paid')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      productName: row.product_name,
      productLink: row.product_link,
      marketplace: row.marketplace_name,
      point: row.point_name,
      issuedAt: iso(row.issued_at as Date),
      paid: Number(row.paid),
    })),
    total: Number(totals.count),
    totalPaid: Number(totals.paid),
  };
}
