import type { EquipmentEventKind } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister, EquipmentState } from '@pvz/contracts/equipment';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** An amount read as a number (kopecks far below 2^53). */
type Money = ColumnType<number | null, number | null | undefined, number | null>;
/** Text with a database default, so inserts may leave it out. */
type TextWithDefault = ColumnType<string, string | undefined, string>;

/** An item of the equipment or the auto storage register (0042-equipment). */
export interface EquipmentItemsTable {
  id: Generated<number>;
  register: EquipmentRegister;
  inventory_number: string;
  name: string;
  type: string;
  serial: TextWithDefault;
  state: EquipmentState;
  point_id: number;
  responsible_id: number | null;
  note: TextWithDefault;
  created_by: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  decommissioned_at: NullableTimestamp;
  decommissioned_by: number | null;
  decommission_reason: string | null;
}

/** One line of an item's history, never changed once written. */
export interface EquipmentEventsTable {
  id: Generated<number>;
  item_id: number;
  kind: EquipmentEventKind;
  from_state: EquipmentState | null;
  to_state: EquipmentState | null;
  from_point_id: number | null;
  to_point_id: number | null;
  from_user_id: number | null;
  to_user_id: number | null;
  cost: Money;
  note: TextWithDefault;
  actor_id: number;
  at: CreatedAt;
}

/** A photo on an item's card; `removed_at` once taken off it. */
export interface EquipmentPhotosTable {
  item_id: number;
  file_id: string;
  added_by: number;
  added_at: CreatedAt;
  removed_by: number | null;
  removed_at: NullableTimestamp;
}

export type EquipmentTables = {
  equipment_items: EquipmentItemsTable;
  equipment_events: EquipmentEventsTable;
  equipment_photos: EquipmentPhotosTable;
};
