import { kindOfRecordType } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import type { ScanCode } from '@pvz/contracts/scan-codes';
import type { Db } from '../../db/database.js';
import { notFound, unprocessable } from '../../errors.js';
import { clientOfPickupToken } from '../clients/pickup-token.js';
import { statusOfRow } from './rows.js';

/** What a scan at a point's counter means: a client (by their pickup code) and their cell, or a parcel of the point. */
export async function resolveScan(
  db: Db,
  secret: string,
  pvzId: number,
  scanned: Exclude<ScanCode, { type: 'box' | 'equipment' }>,
) {
  if (scanned.type === 'pickup') {
    const client = await clientOfPickupToken(db, secret, scanned.token);
    if (!client) throw unprocessable(messages.pickupCodeInvalid);
    const held = await db
      .selectFrom('cells')
      .select('number')
      .where('point_id', '=', pvzId)
      .where('client_phone', '=', client.phoneNumber)
      .executeTakeFirst();
    if (!held) throw unprocessable(messages.noParcelsForClient);
    return { type: 'client' as const, phone: client.phoneNumber, cell: held.number };
  }
  const row = await db
    .selectFrom('goods')
    .selectAll()
    .where(scanned.type === 'item' ? 'id' : 'old_id', '=', scanned.type === 'item' ? scanned.id : scanned.oldId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || (scanned.type === 'item' && row.kind !== kindOfRecordType[scanned.recordType]))
    throw notFound(messages.goodsNotFound);
  if (row.point_id !== pvzId) throw unprocessable(messages.goodsOfOtherPoint);
  return {
    type: 'item' as const,
    id: row.id,
    kind: row.kind,
    phone: row.client_phone,
    cell: row.cell,
    status: statusOfRow(row),
  };
}
