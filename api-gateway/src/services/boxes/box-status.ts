import type { Box, BoxType, ManualBoxStatus } from '@pvz/contracts/api/boxes';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { recordBoxEvent } from './box-events.js';
import { boxById, lockBox } from './box-rows.js';

/**
 * A courier's scan of a box label: the first takes the box («На курьере»), the second delivers it
 * («Доставлено»), any further one is refused. Answers the message to show and speak.
 */
export async function courierScanBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  box: { id: number; pvzNumber: number },
  step: { scan: string; operationId: string },
): Promise<string> {
  const stored = await lockBox(trx, box.id, box.pvzNumber);
  const now = new Date();
  const who = actor.user.username;
  if (stored.delivered_at !== null || stored.accepted_at !== null) throw conflict(messages.boxDeliveredAlready);
  const taking = stored.sorted_at === null;
  await trx
    .updateTable('boxes')
    .set(taking ? { sorted_at: now, sorted_by: who } : { delivered_at: now, delivered_by: who })
    .where('id', '=', box.id)
    .execute();
  await recordBoxEvent(trx, actor, {
    boxId: box.id,
    type: taking ? 'taken' : 'delivered',
    scan: step.scan,
    operationId: step.operationId,
  });
  return taking ? messages.boxOnCourier : messages.boxDelivered;
}

/**
 * The status set by hand on the box page: the stamps of the steps before it are kept or filled in
 * now, those after it are cleared. An accepted box stays accepted: its parcels are in cells.
 */
export async function setBoxStatus(
  trx: Transaction<Database>,
  actor: StaffAuth,
  boxId: number,
  status: ManualBoxStatus,
  operationId: string,
): Promise<void> {
  const stored = await lockBox(trx, boxId);
  if (stored.accepted_at !== null) throw conflict(messages.boxAcceptedAlready);
  const now = new Date();
  const who = actor.user.username;
  const taken = status !== 'sorting';
  const delivered = status === 'delivered';
  await trx
    .updateTable('boxes')
    .set({
      sorted_at: taken ? (stored.sorted_at ?? now) : null,
      sorted_by: taken ? (stored.sorted_by ?? who) : null,
      delivered_at: delivered ? (stored.delivered_at ?? now) : null,
      delivered_by: delivered ? (stored.delivered_by ?? who) : null,
    })
    .where('id', '=', boxId)
    .execute();
  await recordBoxEvent(trx, actor, { boxId, type: 'status-set', operationId, details: { status } });
}

/** Opens a box at an active point (a standard box is one piece), its step recorded; answers it. */
export async function openBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  open: { pvzId: number; type: BoxType; pieces: number; operationId: string },
): Promise<Box> {
  const { pvzId, type, pieces, operationId } = open;
  const point = await trx
    .selectFrom('points')
    .select('id')
    .where('id', '=', pvzId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!point) throw unprocessable(messages.pointUnknown);
  const { id } = await trx
    .insertInto('boxes')
    .values({ point_id: pvzId, type, pieces: type === 'standard' ? 1 : pieces, created_by: actor.user.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordBoxEvent(trx, actor, { boxId: id, type: 'opened', operationId, details: { type, pieces } });
  return boxById(trx, id);
}
