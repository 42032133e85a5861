import type { UserScope } from '@pvz/contracts/access';
import type { HomePoint } from '@pvz/contracts/api/home';
import { counterKinds, refusalOutcomes } from '@pvz/contracts/goods';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inPointScope } from '../point-scope.js';
import { refusableKinds } from '../returns/return-rows.js';

export interface HomePointsPlan {
  scope: UserScope;
  /** from this many days at the point a parcel is in the «expired» list (settings) */
  expiredDays: number;
  withReturns: boolean;
}

/**
 * The parcels of each point of the scope now: on the way, at the point, expiring, and (with the returns
 * page) refusals not shipped back. Two grouped scans, each over an index of only its rows (a point's
 * open parcels; its unshipped refusals, named by literals so that the index's condition is proven),
 * joined to the points so that an empty point shows its zeros.
 */
export async function homePoints(
  db: Db,
  plan: HomePointsPlan,
): Promise<Omit<HomePoint, 'cashToday' | 'onlineToday'>[]> {
  const scoped = (column: string) => inPointScope(column, plan.scope);
  const returns = plan.withReturns
    ? sql`select g.point_id, count(*) as n from goods g
           where g.deleted_at is null and g.shipped_at is null and g.kind = any(${[...refusableKinds]}::text[])
             and g.outcome in (${sql.join(refusalOutcomes.map((outcome) => sql.lit(outcome)))})
             and ${scoped('g.point_id')}
           group by g.point_id`
    : sql`select null::int as point_id, 0::bigint as n where false`;
  const { rows } = await sql<{
    id: number;
    name: string;
    on_the_way: string | null;
    at_point: string | null;
    expiring: string | null;
    returns: string | null;
  }>`
    with live as (
      select g.point_id,
        count(*) filter (where g.delivered_pvz_at is null and g.delivered_sc_at is not null) as on_the_way,
        count(*) filter (where g.delivered_pvz_at is not null) as at_point,
        count(*) filter (where g.delivered_sc_at is not null
          and g.delivered_pvz_at <= now() - make_interval(days => ${plan.expiredDays})) as expiring
      from goods g
      where g.deleted_at is null and g.issued_at is null and g.kind = any(${[...counterKinds]}::text[])
        and ${scoped('g.point_id')}
      group by g.point_id
    ), returns as (${returns})
    select p.id, p.name, l.on_the_way, l.at_point, l.expiring, r.n as returns
      from points p
      left join live l on l.point_id = p.id
      left join returns r on r.point_id = p.id
     where p.deleted_at is null and ${scoped('p.id')}
     order by p.name, p.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    onTheWay: Number(row.on_the_way ?? 0),
    atPoint: Number(row.at_point ?? 0),
    expiring: Number(row.expiring ?? 0),
    returnsToShip: plan.withReturns ? Number(row.returns ?? 0) : null,
  }));
}
