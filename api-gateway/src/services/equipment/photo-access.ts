import { allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import { registerPages } from '@pvz/contracts/equipment';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/**
 * A photo on an equipment or auto storage card: whoever may read the register's page with the item's
 * point in scope (where the item is now: the photo follows it). A photo taken off the card stays
 * readable for them; one on no card is its uploader's only.
 */
export async function mayReadEquipmentPhoto(db: Kysely<Database>, auth: StaffAuth, fileId: string): Promise<boolean> {
  const item = await db
    .selectFrom('equipment_photos as ph')
    .innerJoin('equipment_items as e', 'e.id', 'ph.item_id')
    .select(['e.register', 'e.point_id'])
    .where('ph.file_id', '=', fileId)
    .executeTakeFirst();
  if (!item) return false;
  return (
    allowsLevel(auth.access.pages[registerPages[item.register]], 'read') &&
    scopeIncludesPoint(auth.scope, item.point_id)
  );
}
