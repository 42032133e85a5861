import type { UserScope } from '@pvz/contracts/access';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inPointScope } from '../point-scope.js';

/** The point chooser of a goods table: each point of the scope with its live parcels of the kinds at it and on the way. */
export async function pointsSummary(db: Db, scope: UserScope, kinds: readonly GoodsKind[]) {
  const points = await db
    .selectFrom('points as p')
    .leftJoin('goods as g', (join) =>
      join
        .onRef('g.point_id', '=', 'p.id')
        .on('g.kind', 'in', [...kinds])
        .on('g.deleted_at', 'is', null)
        .on('g.issued_at', 'is', null),
    )
    .select([
      'p.id',
      'p.name',
      sql<string>`count(g.id) filter (where g.delivered_pvz_at is not null)`.as('at_point'),
      sql<string>`count(g.id) filter (where g.delivered_pvz_at is null and g.delivered_sc_at is not null)`.as(
        'on_the_way',
      ),
    ])
    .where('p.deleted_at', 'is', null)
    .where(inPointScope('p.id', scope))
    .groupBy(['p.id', 'p.name'])
    .orderBy('p.name')
    .execute();
  return points.map((point) => ({
    id: point.id,
    name: point.name,
    atPoint: Number(point.at_point),
    onTheWay: Number(point.on_the_way),
  }));
}
