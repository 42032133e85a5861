import type { AudienceKind } from '@pvz/contracts/api/broadcasts';
import type { Generated } from 'kysely';
import type { CreatedAt } from '../schema.js';

/** A message staff sent to an audience (0045-broadcasts); the target column of its kind is set. */
export interface BroadcastsTable {
  id: Generated<number>;
  operation_id: string;
  sender_id: number;
  audience: AudienceKind;
  target_user_id: number | null;
  target_role: string | null;
  target_point_id: number | null;
  target_phone: string | null;
  title: string;
  message: string;
  recipients: number;
  created_at: CreatedAt;
}

export interface BroadcastTables {
  broadcasts: BroadcastsTable;
}
