import { EQUIPMENT_PHOTOS_MAX } from '@pvz/contracts/api/equipment';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/**
 * Puts photos on an item's card: each the caller's own upload for a card (purpose `equipment`) that is
 * on no card yet, at most EQUIPMENT_PHOTOS_MAX on a card.
 */
export async function attachPhotos(
  trx: Transaction<Database>,
  actor: StaffAuth,
  itemId: number,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const onCard = await trx
    .selectFrom('equipment_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', itemId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(onCard.n) + fileIds.length > EQUIPMENT_PHOTOS_MAX) throw badRequest(messages.equipmentPhotosTooMany);
  const files = await trx
    .selectFrom('files')
    .select('id')
    .where('id', 'in', fileIds)
    .where('deleted_at', 'is', null)
    .where('owner_user_id', '=', actor.user.id)
    .where('purpose', '=', 'equipment')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('equipment_photos as ph').select('ph.file_id').whereRef('ph.file_id', '=', 'files.id'))),
    )
    .forUpdate()
    .execute();
  if (files.length !== fileIds.length) throw badRequest(messages.equipmentPhotoInvalid);
  await trx
    .insertInto('equipment_photos')
    .values(fileIds.map((fileId) => ({ item_id: itemId, file_id: fileId, added_by: actor.user.id })))
    .execute();
}
