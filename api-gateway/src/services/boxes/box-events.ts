import type { BoxEventType } from '@pvz/contracts/api/boxes';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

export interface BoxEventInput {
  boxId: number;
  type: BoxEventType;
  scan?: string | null;
  operationId?: string | null;
  details?: Record<string, unknown> | null;
}

/** A step of a box's history, never changed afterwards. */
export async function recordBoxEvent(trx: Transaction<Database>, actor: StaffAuth, event: BoxEventInput) {
  await trx
    .insertInto('box_events')
    .values({
      box_id: event.boxId,
      type: event.type,
      actor_id: actor.user.id,
      actor: actor.user.username,
      scan: event.scan ?? null,
      operation_id: event.operationId ?? null,
      details: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}
