import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** The refused parcels of one marketplace packed together; closing the box forms its return act. */
export interface ReturnBoxesTable {
  id: Generated<number>;
  marketplace_id: number;
  created_at: CreatedAt;
  created_by: string;
  closed_at: NullableTimestamp;
  closed_by: string | null;
}

/** The tables of the returns slice (migration 0009); `Database` extends this. */
export interface ReturnsTables {
  return_boxes: ReturnBoxesTable;
}
