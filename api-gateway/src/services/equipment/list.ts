import type { UserScope } from '@pvz/contracts/access';
import type { EquipmentList, EquipmentListQuery, EquipmentSortKey } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import { inPointScope } from '../point-scope.js';
import { type ItemRow, itemColumns, itemOf, itemsOf, repairsCost } from './item-rows.js';

/** What each sort key orders by. */
const sortExpressions: Record<EquipmentSortKey, Expression<unknown>> = {
  inventoryNumber: sql`e.inventory_number`,
  name: sql`lower(e.name)`,
  type: sql`e.type`,
  state: sql`e.state`,
  point: sql`lower(p.name)`,
  responsible: sql`lower(r.username)`,
  serial: sql`e.serial`,
  repairsCost,
  createdAt: sql`e.created_at`,
  updatedAt: sql`e.updated_at`,
  decommissionedAt: sql`e.decommissioned_at`,
};

/**
 * A page of a register (or of its decommissioned list) within the caller's points, filtered, sorted
 * (by inventory number when not asked), with the count of each state the other filters match.
 */
export async function equipmentList(
  db: Db,
  register: EquipmentRegister,
  scope: UserScope,
  query: EquipmentListQuery,
): Promise<EquipmentList> {
  const decommissioned = query.view === 'decommissioned';
  const q = query.q?.trim() ?? '';
  const pattern = `%${likeEscaped(q)}%`;
  const filtered = itemsOf(db, register)
    .where(inPointScope('e.point_id', scope, query.pointId))
    .where('e.decommissioned_at', decommissioned ? 'is not' : 'is', null)
    .$if(query.type !== undefined, (select) => select.where('e.type', '=', query.type ?? ''))
    .$if(query.responsibleId !== undefined, (select) => select.where('e.responsible_id', '=', query.responsibleId ?? 0))
    .$if(q !== '', (select) =>
      select.where(
        sql<SqlBool>`(e.name ilike ${pattern} or e.inventory_number ilike ${pattern} or e.serial ilike ${pattern})`,
      ),
    );
  const withState = filtered.$if(query.state !== undefined, (select) =>
    select.where('e.state', '=', query.state ?? 'ok'),
  );
  const order = query.order === 'desc' ? sql`desc` : sql`asc`;
  const sortKey = query.sort ?? (decommissioned ? 'decommissionedAt' : 'inventoryNumber');
  const [rows, total, states] = await Promise.all([
    withState
      .select(itemColumns)
      .orderBy(
        sql`${sortExpressions[sortKey]} ${query.sort ? order : decommissioned ? sql`desc` : sql`asc`} nulls last`,
      )
      .orderBy('e.id')
      .limit(query.pageSize)
      .offset(query.page * query.pageSize)
      .execute(),
    withState.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(['e.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('e.state')
      .execute(),
  ]);
  const byState = { ok: 0, repair: 0, faulty: 0 };
  for (const state of states) byState[state.state] = Number(state.n);
  return { rows: rows.map((row) => itemOf(row as ItemRow)), total: Number(total.n), byState };
}
