import type { GoodsStatus } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { roundHalfUp } from '@pvz/contracts/goods-money';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { statusOfRow } from '../goods/rows.js';

/**
 * What a client sees of their parcels and what they owe, the same in «Мои заказы» and on the public
 * order page: one query, one visibility rule, one sum.
 */

/** Parcels handed over (or refused) longer ago than this are no longer shown to the client. */
export const ISSUED_VISIBLE_DAYS = 30;

/** The client's parcels of these kinds, newest first; those handed over only when asked, and only lately. */
export function selectClientParcels(db: Db, phone: string, kinds: readonly GoodsKind[], withIssued: boolean) {
  return db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
    .select([
      'g.id',
      'g.kind',
      'g.product_name',
      'g.product_link',
      'g.items_count',
      'g.cell',
      'g.amount_due',
      'g.collected',
      'g.created_at',
      'g.ordered_at',
      'g.delivered_sc_at',
      'g.delivered_pvz_at',
      'g.issued_at',
      'g.outcome',
      'p.name as point_name',
      'p.address as point_address',
      'm.name as marketplace_name',
    ])
    .where('g.client_phone', '=', phone)
    .where('g.kind', 'in', kinds)
    .where('g.deleted_at', 'is', null)
    .where(
      withIssued
        ? sql<boolean>`(g.issued_at is null or g.issued_at > now() - make_interval(days => ${ISSUED_VISIBLE_DAYS}))`
        : sql<boolean>`g.issued_at is null`,
    )
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc');
}

export type ClientParcelRow = Awaited<ReturnType<ReturnType<typeof selectClientParcels>['execute']>>[number];

/** A parcel's status and what is left to pay for it: nothing once handed over, else the sum as the counter takes cash. */
export function dueOfParcel(row: ClientParcelRow, cashStep: number): { status: GoodsStatus; amountDue: number } {
  const status = statusOfRow(row);
  return { status, amountDue: row.issued_at === null ? roundHalfUp(row.amount_due, cashStep) : 0 };
}

/** What was paid for a parcel handed over: the money taken at the counter (its sum before that was recorded). */
export function paidForParcel(row: ClientParcelRow): number | null {
  return row.issued_at === null ? null : (row.collected ?? row.amount_due);
}

/** The last day a parcel waiting at the point is kept there: the day clients are warned (DOMAIN.md §1). */
export function keptUntilOf(row: ClientParcelRow, keptDays: number): string | null {
  if (row.delivered_pvz_at === null || row.issued_at !== null) return null;
  return new Date(new Date(row.delivered_pvz_at).getTime() + keptDays * 86_400_000).toISOString();
}

/** What the parcels still cost, and of that what the parcels waiting at the point cost. */
export function totalsOfParcels(parcels: readonly { status: GoodsStatus; amountDue: number }[]) {
  const sum = (list: readonly { amountDue: number }[]) => list.reduce((total, parcel) => total + parcel.amountDue, 0);
  return { totalDue: sum(parcels), dueAtPoint: sum(parcels.filter((parcel) => parcel.status === 'at-point')) };
}
