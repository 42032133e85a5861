import type { EquipmentItem } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister, EquipmentState } from '@pvz/contracts/equipment';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The items of a register as the pages show them, from `equipment_items as e`: the point's and the
 * responsible's names, the photos on the card and what the repairs cost so far.
 */
export function itemsOf(db: Db, register: EquipmentRegister) {
  return db
    .selectFrom('equipment_items as e')
    .innerJoin('points as p', 'p.id', 'e.point_id')
    .leftJoin('users as r', 'r.id', 'e.responsible_id')
    .leftJoin('users as d', 'd.id', 'e.decommissioned_by')
    .where('e.register', '=', register);
}

/** What costs and counts are selected as, shared by the list's sorting. */
export const repairsCost = sql<number>`(select coalesce(sum(ev.cost), 0) from equipment_events ev
  where ev.item_id = e.id and ev.kind = 'repair')`;
const photoCount = sql<number>`(select count(*) from equipment_photos ph
  where ph.item_id = e.id and ph.removed_at is null)`;

export const itemColumns = [
  'e.id',
  'e.register',
  'e.inventory_number',
  'e.name',
  'e.type',
  'e.serial',
  'e.state',
  'e.point_id',
  'p.name as point_name',
  'e.responsible_id',
  'r.username as responsible_name',
  'e.note',
  'e.created_at',
  'e.updated_at',
  'e.decommissioned_at',
  'e.decommission_reason',
  'd.username as decommissioned_by_name',
  repairsCost.as('repairs_cost'),
  photoCount.as('photo_count'),
] as const;

export interface ItemRow {
  id: number;
  register: EquipmentRegister;
  inventory_number: string;
  name: string;
  type: string;
  serial: string;
  state: EquipmentState;
  point_id: number;
  point_name: string;
  responsible_id: number | null;
  responsible_name: string | null;
  note: string;
  created_at: Date;
  updated_at: Date;
  decommissioned_at: Date | null;
  decommission_reason: string | null;
  decommissioned_by_name: string | null;
  repairs_cost: number;
  photo_count: number;
}

export function itemOf(row: ItemRow): EquipmentItem {
  return {
    id: row.id,
    register: row.register,
    inventoryNumber: row.inventory_number,
    name: row.name,
    type: row.type,
    serial: row.serial,
    state: row.state,
    point: { id: row.point_id, name: row.point_name },
    responsible: row.responsible_id === null ? null : { id: row.responsible_id, name: row.responsible_name ?? '' },
    note: row.note,
    photoCount: Number(row.photo_count),
    repairsCost: Number(row.repairs_cost),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    decommissionedAt: row.decommissioned_at?.toISOString() ?? null,
    decommissionReason: row.decommission_reason,
    decommissionedBy: row.decommissioned_by_name,
  };
}

/** One item of a register as the pages show it; undefined when there is none. */
export async function itemById(db: Db, register: EquipmentRegister, id: number): Promise<EquipmentItem | undefined> {
  const row = await itemsOf(db, register).select(itemColumns).where('e.id', '=', id).executeTakeFirst();
  return row && itemOf(row as ItemRow);
}
