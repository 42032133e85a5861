import type { UserScope } from '@pvz/contracts/access';
import type { HomePoint } from '@pvz/contracts/api/home';
import { counterKinds } from '@pvz/contracts/goods';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inPointScope } from '../point-scope.js';

export interface HomePointsPlan {
  scope: UserScope;
  /** from this many days at the point a parcel is in the «expired» list (settings) */
  expiredDays: number;
  withReturns: boolean;
}

/**
 * The parcels of each point of the scope now: on the way, at the point and (with the returns page)
 * refusals not shipped back from the counters the goods keep (goods_point_counts_now, migration 0051);
 * expiring, as its time moves on, counted per point over an index of only the parcels at points (its
 * kinds named by literals so that the index's condition is proven). An empty point shows its zeros.
 */
export async function homePoints(
  db: Db,
  plan: HomePointsPlan,
): Promise<Omit<HomePoint, 'cashToday' | 'onlineToday'>[]> {
  const counted = sql.join(counterKinds.map((kind) => sql.lit(kind)));
  const { rows } = await sql<{
    id: number;
    name: string;
    on_the_way: number | null;
    at_point: number | null;
    expiring: string;
    returns_to_ship: number | null;
  }>`
    select p.id, p.name, c.on_the_way, c.at_point,
      (select count(*) from goods g
        where g.point_id = p.id and g.deleted_at is null and g.issued_at is null
          and g.delivered_pvz_at is not null and g.delivered_sc_at is not null and g.kind in (${counted})
          and g.delivered_pvz_at <= now() - make_interval(days => ${plan.expiredDays})) as expiring,
      c.returns_to_ship
      from points p
      left join goods_point_counts_now c on c.point_id = p.id
     where p.deleted_at is null and ${inPointScope('p.id', plan.scope)}
     order by p.name, p.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    onTheWay: row.on_the_way ?? 0,
    atPoint: row.at_point ?? 0,
    expiring: Number(row.expiring),
    returnsToShip: plan.withReturns ? (row.returns_to_ship ?? 0) : null,
  }));
}
