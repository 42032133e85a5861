import { refusalOutcomes } from '@pvz/contracts/goods';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { refusableKinds } from './return-rows.js';

/**
 * The refusals of each point not shipped back to their marketplace yet (ids, oldest first): what a
 * courier takes there. The outcomes are literals so that the index of unshipped refusals serves it.
 */
export async function returnsToShipAt(db: Db, pointIds: readonly number[]): Promise<Map<number, number[]>> {
  const byPoint = new Map<number, number[]>();
  if (pointIds.length === 0) return byPoint;
  const rows = await db
    .selectFrom('goods as g')
    .select(['g.id', 'g.point_id'])
    .where('g.deleted_at', 'is', null)
    .where('g.shipped_at', 'is', null)
    .where(sql<boolean>`g.outcome in (${sql.join(refusalOutcomes.map((outcome) => sql.lit(outcome)))})`)
    .where('g.kind', 'in', [...refusableKinds])
    .where('g.point_id', 'in', [...new Set(pointIds)])
    .orderBy('g.id')
    .execute();
  for (const row of rows) {
    if (row.point_id === null) continue;
    const ids = byPoint.get(row.point_id) ?? [];
    ids.push(row.id);
    byPoint.set(row.point_id, ids);
  }
  return byPoint;
}
