import type { BoxParcelCell } from '@pvz/contracts/api/boxes';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, conflict, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assertColumnWritable } from '../columns.js';
import { acceptParcel } from '../goods/accept.js';
import { recordBoxEvent } from './box-events.js';
import { lockBox } from './box-rows.js';

/** Cells first in their order, parcels without a cell last. */
const byCell = (a: BoxParcelCell, b: BoxParcelCell) =>
  (a.cell ?? Number.MAX_SAFE_INTEGER) - (b.cell ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** Where the parcels of an accepted box are now. */
export async function cellsOfBox(trx: Transaction<Database>, boxId: number): Promise<BoxParcelCell[]> {
  const rows = await trx
    .selectFrom('goods')
    .select(['id', 'cell'])
    .where('box_id', '=', boxId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, cell: row.cell, note: null })).sort(byCell);
}

/**
 * A whole box accepted at its point: the box is stamped, and every parcel in it goes through the
 * same acceptance as a parcel scan (the client's cell or the lowest free one, the notice to the
 * client). A parcel accepted earlier keeps its cell; one that cannot be accepted (issued, no phone)
 * is named with the reason. With no free cell left nothing is accepted, so that the box can be
 * scanned again once cells are added. Answers the cells by cell and whether the courier skipped
 * the delivery scan.
 */
export async function acceptBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  box: { id: number; pvzNumber: number },
  at: { pointId: number; scan: string; operationId: string },
): Promise<{ cells: BoxParcelCell[]; notDelivered: boolean }> {
  const stored = await lockBox(trx, box.id, box.pvzNumber);
  if (stored.point_id !== at.pointId) throw unprocessable(messages.boxOfOtherPoint);
  if (stored.accepted_at !== null)
    throw conflict(messages.boxAcceptedEarlier, { cells: await cellsOfBox(trx, box.id) });

  const parcels = await trx
    .selectFrom('goods')
    .select(['id', 'kind'])
    .where('box_id', '=', box.id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  // accepting writes «Доставлено на ПВЗ» of each parcel's kind
  for (const kind of new Set(parcels.map((parcel) => parcel.kind)))
    assertColumnWritable(kind, actor.access.columns[kind], 'deliveredPVZ');

  const cells: BoxParcelCell[] = [];
  for (const parcel of parcels) {
    try {
      const { cell } = await acceptParcel(trx, actor, parcel, at);
      cells.push({ id: parcel.id, cell, note: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.message === messages.noFreeCells) throw error;
      const cell = typeof error.extra.cell === 'number' ? error.extra.cell : null;
      cells.push({ id: parcel.id, cell, note: error.message });
    }
  }

  await trx
    .updateTable('boxes')
    .set({ accepted_at: new Date(), accepted_by: actor.user.username })
    .where('id', '=', box.id)
    .execute();
  const notDelivered = stored.delivered_at === null;
  await recordBoxEvent(trx, actor, {
    boxId: box.id,
    type: 'accepted',
    scan: at.scan,
    operationId: at.operationId,
    details: { pointId: at.pointId, parcels: parcels.length, notDelivered },
  });
  return { cells: cells.sort(byCell), notDelivered };
}
