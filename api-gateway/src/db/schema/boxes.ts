import type { BoxEventType, BoxType } from '@pvz/contracts/api/boxes';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp } from '../schema.js';

/** A distribution box for one destination point; its stamps say where it is. */
export interface BoxesTable {
  id: Generated<number>;
  point_id: number;
  type: BoxType;
  /** copies of the label: the pieces of an oversized box */
  pieces: Generated<number>;
  created_at: CreatedAt;
  created_by: string;
  /** taken by the courier («На курьере») */
  sorted_at: NullableTimestamp;
  sorted_by: string | null;
  delivered_at: NullableTimestamp;
  delivered_by: string | null;
  /** the point accepted the whole box */
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  deleted_at: NullableTimestamp;
}

export interface BoxEventsTable {
  id: Generated<number>;
  box_id: number;
  at: CreatedAt;
  type: BoxEventType;
  actor_id: number | null;
  actor: string;
  scan: string | null;
  operation_id: string | null;
  details: Json<Record<string, unknown>> | null;
}

/** The tables of the boxes slice (migration 0008); `Database` extends this. */
export interface BoxesTables {
  boxes: BoxesTable;
  box_events: BoxEventsTable;
}
