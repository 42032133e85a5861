import type { CreateBarcodeDeliveryBody } from '@pvz/contracts/api/barcode-delivery';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../errors.js';
import type { ClientAuth } from '../../plugins/app/sessions.js';
import { ensureOrderLinks } from '../goods/lookup/order-links.js';
import { percentBpFor } from '../goods/percent.js';
import { withMoney } from '../goods/write.js';
import { storeNotifications } from '../notifications/notify.js';
import { loadSettings } from '../settings.js';
import { dispatchersOf } from './dispatchers.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function assertActive(trx: Transaction<Database>, table: 'points' | 'marketplaces', id: number, message: string) {
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw badRequest(message);
}

/** The client's own barcode picture, not yet sent with another delivery; locked until the row is made. */
async function assertOwnBarcodeFile(trx: Transaction<Database>, clientId: number, fileId: string): Promise<void> {
  if (!uuidPattern.test(fileId)) throw badRequest(messages.barcodeFileInvalid);
  const file = await trx
    .selectFrom('files')
    .select(['id', 'owner_client_id', 'purpose'])
    .where('id', '=', fileId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!file || file.owner_client_id !== clientId) throw forbidden(messages.barcodeFileInvalid);
  if (file.purpose !== 'barcode') throw badRequest(messages.barcodeFileInvalid);
  const used = await trx.selectFrom('goods_files').select('goods_id').where('file_id', '=', fileId).executeTakeFirst();
  if (used) throw conflict(messages.barcodeFileUsed);
}

/**
 * A barcode delivery of the signed-in client (LEGACY-NOTES §2.9): a barcode row for the client's
 * phone at the chosen point, at the point × marketplace percentage, with the picture attached, and a
 * notification to the dispatchers. The declared value is entered by staff when they collect the
 * parcel, so the sum due starts at 0. Answers the row id and the notifications to push.
 */
export async function createBarcodeDelivery(
  trx: Transaction<Database>,
  auth: ClientAuth,
  input: CreateBarcodeDeliveryBody,
  secret: string,
): Promise<{ id: number; notificationIds: number[] }> {
  await assertActive(trx, 'points', input.pointId, messages.pointUnknown);
  await assertActive(trx, 'marketplaces', input.marketplaceId, messages.marketplaceUnknown);
  await assertOwnBarcodeFile(trx, auth.client.id, input.fileId);
  const settings = await loadSettings(trx);
  const fields = {
    client_phone: auth.client.phoneNumber,
    client_name: auth.client.fio,
    point_id: input.pointId,
    marketplace_id: input.marketplaceId,
    items_count: input.itemsCount ?? 1,
    percent_bp: await percentBpFor(trx, settings, input.pointId, 'barcode', input.marketplaceId),
  };
  const actor = auth.client.phoneNumber;
  const { id } = await trx
    .insertInto('goods')
    .values({
      kind: 'barcode',
      ...fields,
      ...withMoney('barcode', fields, settings),
      created_by: actor,
      updated_by: actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('goods_events')
    .values({
      goods_id: id,
      type: 'created',
      actor_id: null,
      actor,
      point_id: input.pointId,
      details: JSON.stringify({ by: 'client', fileId: input.fileId }),
    })
    .execute();
  await trx.insertInto('goods_files').values({ goods_id: id, file_id: input.fileId }).execute();
  await ensureOrderLinks(trx, secret, [auth.client.phoneNumber]);
  const notificationIds = await storeNotifications(
    trx,
    { userIds: await dispatchersOf(trx, input.pointId) },
    { title: messages.barcodeDispatchTitle, message: messages.barcodeDispatchMessage },
  );
  return { id, notificationIds };
}
