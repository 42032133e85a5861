import { allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import type { AuditedItem, EquipmentAudit, NotOursItem } from '@pvz/contracts/api/equipment';
import { type EquipmentRegister, registerPages } from '@pvz/contracts/equipment';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

const audited = (row: AuditedItem): AuditedItem => ({
  id: row.id,
  inventoryNumber: row.inventoryNumber,
  name: row.name,
  type: row.type,
  state: row.state,
});

/**
 * An audit by scanning (as the goods inventory, LEGACY-NOTES §2.10): the labels scanned at a point
 * against the register's items in use there. Found: scanned and there; missing: there but not scanned;
 * not ours: scanned but another point's, decommissioned, or of the other register (named only when the
 * caller may see it); unknown: ids of no item. Nothing is stored: the lists are the answer.
 */
export async function auditScan(
  db: Db,
  actor: StaffAuth,
  register: EquipmentRegister,
  pointId: number,
  ids: readonly number[],
): Promise<EquipmentAudit> {
  const scannedIds = [...new Set(ids)];
  const select = () =>
    db
      .selectFrom('equipment_items as e')
      .innerJoin('points as p', 'p.id', 'e.point_id')
      .select([
        'e.id',
        'e.register',
        'e.inventory_number as inventoryNumber',
        'e.name',
        'e.type',
        'e.state',
        'e.point_id',
        'p.name as point_name',
        'e.decommissioned_at',
      ]);
  const [here, scanned] = await Promise.all([
    select()
      .where('e.register', '=', register)
      .where('e.point_id', '=', pointId)
      .where('e.decommissioned_at', 'is', null)
      .orderBy('e.inventory_number')
      .execute(),
    scannedIds.length === 0
      ? Promise.resolve([])
      : select().where(sql<boolean>`e.id = any(${scannedIds}::int[])`).orderBy('e.inventory_number').execute(),
  ]);
  const scannedSet = new Set(scannedIds);
  const hereSet = new Set(here.map((row) => row.id));
  // an item the caller may not see is no different from one that does not exist
  const mayRead = (row: (typeof scanned)[number]) =>
    allowsLevel(actor.access.pages[registerPages[row.register]], 'read') &&
    scopeIncludesPoint(actor.scope, row.point_id);
  const shown = scanned.filter((row) => hereSet.has(row.id) || mayRead(row));
  const shownSet = new Set(shown.map((row) => row.id));
  const notOurs = shown
    .filter((row) => !hereSet.has(row.id))
    .map((row): NotOursItem => {
      const reason =
        row.register !== register
          ? 'other-register'
          : row.decommissioned_at !== null
            ? 'decommissioned'
            : 'other-point';
      return {
        id: row.id,
        reason,
        inventoryNumber: row.inventoryNumber,
        name: row.name,
        point: { id: row.point_id, name: row.point_name },
      };
    });
  return {
    found: here.filter((row) => scannedSet.has(row.id)).map(audited),
    missing: here.filter((row) => !scannedSet.has(row.id)).map(audited),
    notOurs,
    unknown: scannedIds.filter((id) => !shownSet.has(id)),
  };
}
