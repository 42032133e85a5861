import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assignCell } from './cells.js';
import { recordEvents } from './events.js';
import { notifyReadyForPickup } from './notifications.js';

/** What acceptance needs to know of a row, read under a row lock. */
export interface AcceptableRow {
  id: number;
  point_id: number | null;
  client_phone: string | null;
  cell: number | null;
  delivered_sc_at: Date | null;
  delivered_pvz_at: Date | null;
  issued_at: Date | null;
}

/** Locks a row for a change at the counter; a deleted row is not found. */
export function lockRow(trx: Transaction<Database>, where: { id: number } | { oldId: number }) {
  return trx
    .selectFrom('goods')
    .select(['id', 'kind', 'point_id', 'client_phone', 'cell', 'delivered_sc_at', 'delivered_pvz_at', 'issued_at'])
    .$if('id' in where, (query) => query.where('id', '=', (where as { id: number }).id))
    .$if('oldId' in where, (query) => query.where('old_id', '=', (where as { oldId: number }).oldId))
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Accepts a parcel at a point (DOMAIN.md §1): it must be this point's, sorted and not yet accepted
 * or handed over; it takes the client's cell (or the lowest free one) and the client is told.
 * Every refusal leaves the row as it was.
 */
export async function acceptRow(
  trx: Transaction<Database>,
  actor: StaffAuth,
  row: AcceptableRow | undefined,
  at: { pointId: number; scan?: string; operationId?: string },
): Promise<number> {
  if (!row) throw notFound(messages.goodsNotFound);
  if (row.point_id !== at.pointId) throw unprocessable(messages.goodsOfOtherPoint);
  if (row.issued_at) throw conflict(messages.alreadyIssued);
  if (row.delivered_pvz_at) throw conflict(messages.acceptedEarlier, row.cell === null ? {} : { cell: row.cell });
  if (!row.delivered_sc_at) throw unprocessable(messages.notSorted);
  if (!row.client_phone) throw unprocessable(messages.phoneRequired);
  const cell = await assignCell(trx, at.pointId, row.client_phone);
  await trx
    .updateTable('goods')
    .set({ cell, delivered_pvz_at: new Date(), updated_at: new Date(), updated_by: actor.user.username })
    .where('id', '=', row.id)
    .execute();
  await recordEvents(trx, actor, [
    {
      goodsId: row.id,
      type: 'accepted',
      pointId: at.pointId,
      scan: at.scan ?? null,
      operationId: at.operationId ?? null,
      details: { cell },
    },
  ]);
  await notifyReadyForPickup(trx, row.client_phone);
  return cell;
}
