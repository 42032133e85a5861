import type { EquipmentRegister } from '@pvz/contracts/equipment';
import type { PointOf } from '../../plugins/app/access.js';

/**
 * The points of the register's items a request names by `field` (an id or a list of ids) of its query
 * or body, for the route's scope check; null when it names none that exists (the route answers 404).
 */
export function pointsOfItems(register: EquipmentRegister, part: 'query' | 'body', field: 'id' | 'ids'): PointOf {
  return async (request) => {
    const value = (request[part] as Record<string, unknown> | undefined)?.[field];
    const ids = [value].flat().filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) return null;
    const rows = await request.server.db
      .selectFrom('equipment_items')
      .select('point_id')
      .distinct()
      .where('register', '=', register)
      .where('id', 'in', ids)
      .execute();
    return rows.length === 0 ? null : rows.map((row) => row.point_id);
  };
}
