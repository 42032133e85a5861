import { kindOfRecordType } from '@pvz/contracts/goods';
import { describe, messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { recordEvents } from '../goods/events.js';
import { recordBoxEvent } from './box-events.js';
import { lockBox } from './box-rows.js';

type Step = { scan?: string; operationId: string };

/** A box whose content may still change: the courier has not taken it. */
async function boxAtSorting(trx: Transaction<Database>, boxId: number) {
  const box = await lockBox(trx, boxId);
  if (box.sorted_at !== null || box.accepted_at !== null) throw conflict(messages.boxLeftSorting);
  return box;
}

/**
 * Puts the parcel of an item label into a box (LEGACY-NOTES §7.1): it must go to the box's point,
 * be at the sorting centre, not at a point yet and in no other box. A refusal changes nothing.
 */
export async function addParcelToBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  boxId: number,
  code: string,
  step: Step,
): Promise<void> {
  const scanned = parseScanCode(code);
  if (scanned?.type !== 'item' && scanned?.type !== 'old-item') throw badRequest(messages.itemCodeExpected);
  const box = await boxAtSorting(trx, boxId);
  const parcel = await trx
    .selectFrom('goods')
    .select(['id', 'kind', 'point_id', 'delivered_sc_at', 'delivered_pvz_at', 'issued_at', 'box_id'])
    .where(scanned.type === 'item' ? 'id' : 'old_id', '=', scanned.type === 'item' ? scanned.id : scanned.oldId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!parcel || (scanned.type === 'item' && parcel.kind !== kindOfRecordType[scanned.recordType]))
    throw notFound(messages.goodsNotFound);
  if (parcel.point_id !== box.point_id) throw unprocessable(messages.parcelOfOtherBoxPoint);
  if (parcel.delivered_pvz_at !== null || parcel.issued_at !== null) throw conflict(messages.parcelAtPointAlready);
  if (parcel.delivered_sc_at === null) throw unprocessable(messages.notSorted);
  if (parcel.box_id === box.id) throw conflict(messages.parcelAlreadyInThisBox);
  if (parcel.box_id !== null) throw conflict(describe.boxParcelOfOtherBox(parcel.box_id));

  await trx
    .updateTable('goods')
    .set({ box_id: box.id, updated_at: new Date(), updated_by: actor.user.username })
    .where('id', '=', parcel.id)
    .execute();
  await recordEvents(trx, actor, [
    { goodsId: parcel.id, type: 'boxed', scan: code, operationId: step.operationId, details: { boxId: box.id } },
  ]);
  await recordBoxEvent(trx, actor, {
    boxId: box.id,
    type: 'parcel-added',
    scan: code,
    operationId: step.operationId,
    details: { goodsId: parcel.id },
  });
}

/** Takes a parcel out of a box that is still at sorting. */
export async function removeParcelFromBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  boxId: number,
  goodsId: number,
  step: Step,
): Promise<void> {
  const box = await boxAtSorting(trx, boxId);
  const removed = await trx
    .updateTable('goods')
    .set({ box_id: null, updated_at: new Date(), updated_by: actor.user.username })
    .where('id', '=', goodsId)
    .where('box_id', '=', box.id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw notFound(messages.parcelNotInBox);
  await recordEvents(trx, actor, [
    { goodsId, type: 'unboxed', operationId: step.operationId, details: { boxId: box.id } },
  ]);
  await recordBoxEvent(trx, actor, {
    boxId: box.id,
    type: 'parcel-removed',
    operationId: step.operationId,
    details: { goodsId },
  });
}
