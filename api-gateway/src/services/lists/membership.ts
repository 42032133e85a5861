import type { WorkingList } from '@pvz/contracts/api/goods-lists';
import type { SiteSettings } from '@pvz/contracts/settings';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowStartOfCurrent } from '../../db/moscow-days.js';

/** The start of the current week: Monday 00:00 in Moscow, as of this query (never cached). */
export const weekStartSql = moscowStartOfCurrent('week');

/** Whole days a row has been at its point. */
const daysAtPointSql = sql<number>`floor(extract(epoch from now() - g.delivered_pvz_at) / 86400)::int`;

/**
 * Which rows a working list holds (LEGACY-NOTES §2.8), with the thresholds of the settings. Every list
 * drops a parcel 24 h after its hand-over (`issuedVisibleHours`); the chronicles keep it.
 */
export function workingListConditions(list: WorkingList, settings: SiteSettings): Expression<SqlBool>[] {
  const notIssuedLong = sql<SqlBool>`(g.issued_at is null or g.issued_at > now() - make_interval(hours => ${settings.issuedVisibleHours}))`;
  const alive = sql<SqlBool>`g.deleted_at is null`;
  switch (list) {
    case 'processing':
      return [alive, notIssuedLong, sql<SqlBool>`g.ordered_at is null and g.delivered_sc_at is null`];
    case 'waiting':
      return [
        alive,
        sql<SqlBool>`g.issued_at is null and g.delivered_sc_at is null`,
        sql<SqlBool>`g.created_at < now() - make_interval(days => ${settings.waitingDays})`,
      ];
    case 'expired':
      return [
        alive,
        sql<SqlBool>`g.issued_at is null and g.delivered_sc_at is not null and g.delivered_pvz_at is not null`,
        sql<SqlBool>`g.delivered_pvz_at <= now() - make_interval(days => ${settings.expiredDays})`,
      ];
    case 'deleted':
      return [notIssuedLong, sql<SqlBool>`g.deleted_at >= ${weekStartSql}`];
  }
}

/** Whole days each row (by id) has been at its point. */
export async function daysAtPoint(db: Db, ids: readonly number[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('goods as g')
    .select(['g.id', daysAtPointSql.as('days')])
    .where('g.id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), Number(row.days)]));
}
