import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/** What happened to a parcel; the history on its record page, never changed afterwards. */
export type GoodsEventType =
  | 'created'
  | 'edited'
  | 'deleted'
  | 'cancelled'
  | 'to-sorting-center'
  | 'accepted'
  | 'issued'
  | 'refused'
  /** put into a distribution box, taken out of it */
  | 'boxed'
  | 'unboxed'
  /** a refused parcel sent back, confirmed by the marketplace, packed into a return box, taken out */
  | 'return-shipped'
  | 'return-verified'
  | 'return-packed'
  | 'return-unpacked';

export interface GoodsEventInput {
  goodsId: number;
  type: GoodsEventType;
  pointId?: number | null;
  scan?: string | null;
  operationId?: string | null;
  details?: Record<string, unknown> | null;
}

export async function recordEvents(
  trx: Transaction<Database>,
  actor: StaffAuth,
  events: readonly GoodsEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('goods_events')
    .values(
      events.map((event) => ({
        goods_id: event.goodsId,
        type: event.type,
        actor_id: actor.user.id,
        actor: actor.user.username,
        point_id: event.pointId ?? null,
        scan: event.scan ?? null,
        operation_id: event.operationId ?? null,
        details: event.details ? JSON.stringify(event.details) : null,
      })),
    )
    .execute();
}
