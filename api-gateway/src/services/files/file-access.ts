import { allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientAuth, StaffAuth } from '../../plugins/app/sessions.js';
import { type ChatViewer, seenBy } from '../chat/chat-rows.js';
import { mayReadEquipmentPhoto } from '../equipment/photo-access.js';
import { mayReadTaskPhoto } from '../tasks/task-files.js';
import { mayReadTipPicture } from '../tips/tip-pictures.js';

interface StoredFile {
  id: string;
  owner_client_id: number | null;
  owner_user_id: number | null;
  purpose: string;
}

/** A receipt of an advance-report row: the director sees every row's, its recipient theirs (as the rows themselves). */
async function mayReadReceipt(db: Kysely<Database>, auth: StaffAuth, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('advance_row_files as f')
    .innerJoin('advance_rows as a', 'a.id', 'f.advance_row_id')
    .select(['a.created_by', 'a.recipient_id'])
    .where('f.file_id', '=', fileId)
    .executeTakeFirst();
  if (!row) return false;
  return auth.user.role === ADMIN_ROLE || row.created_by === auth.user.id || row.recipient_id === auth.user.id;
}

/** A route stop's photo: whoever oversees the day's deliveries of every point of its route (its courier owns it). */
async function mayReadStopPhoto(db: Kysely<Database>, auth: StaffAuth, fileId: string): Promise<boolean> {
  if (!allowsLevel(auth.access.pages['delivery-dispatch'], 'read')) return false;
  const route = await db
    .selectFrom('itinerary_stops as s')
    .innerJoin('itineraries as i', 'i.id', 's.itinerary_id')
    .select('i.id')
    .where('s.photo_id', '=', fileId)
    .where('i.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!route) return false;
  const points = await db
    .selectFrom('itinerary_stops')
    .select('place_id')
    .where('itinerary_id', '=', route.id)
    .where('kind', '=', 'point')
    .execute();
  return points.every((point) => scopeIncludesPoint(auth.scope, point.place_id));
}

/** A support chat photo: whoever sees a message that carries it (a client never a staff note's). */
async function mayReadChatPhoto(db: Kysely<Database>, auth: ClientAuth | StaffAuth, fileId: string): Promise<boolean> {
  if (auth.kind === 'staff' && !allowsLevel(auth.access.pages['extra-tickets'], 'read')) return false;
  const viewer: ChatViewer =
    auth.kind === 'staff'
      ? { kind: 'staff', userId: auth.user.id, scope: auth.scope }
      : { kind: 'client', clientId: auth.client.id };
  let carrying = db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_threads as t', 't.id', 'm.thread_id')
    .select('m.id')
    .where(sql<boolean>`m.files @> array[${fileId}]::uuid[]`)
    .where(seenBy(viewer));
  if (viewer.kind !== 'staff') carrying = carrying.where('m.internal', '=', false);
  return (await carrying.executeTakeFirst()) !== undefined;
}

/**
 * Who may read a file: its owner; a receipt, whoever sees its advance-report row; and, for a barcode picture attached to a barcode delivery, staff
 * who may read the barcode goods page with the row's point in their scope.
 */
export async function mayRead(db: Kysely<Database>, auth: ClientAuth | StaffAuth, file: StoredFile): Promise<boolean> {
  if (auth.kind === 'client') {
    if (file.owner_client_id === auth.client.id) return true;
    return file.purpose === 'chat' && mayReadChatPhoto(db, auth, file.id);
  }
  if (file.owner_user_id === auth.user.id) return true;
  if (file.purpose === 'receipt') return mayReadReceipt(db, auth, file.id);
  if (file.purpose === 'stop') return mayReadStopPhoto(db, auth, file.id);
  if (file.purpose === 'chat') return mayReadChatPhoto(db, auth, file.id);
  if (file.purpose === 'task') return mayReadTaskPhoto(db, auth, file.id);
  if (file.purpose === 'equipment') return mayReadEquipmentPhoto(db, auth, file.id);
  if (file.purpose === 'tip') return mayReadTipPicture(db, auth, file.id);
  if (file.purpose !== 'barcode' || !allowsLevel(auth.access.pages['goods-barcode'], 'read')) return false;
  const row = await db
    .selectFrom('goods_files as gf')
    .innerJoin('goods as g', 'g.id', 'gf.goods_id')
    .select('g.point_id')
    .where('gf.file_id', '=', file.id)
    .executeTakeFirst();
  if (!row) return false;
  return row.point_id === null ? auth.scope.allPoints : scopeIncludesPoint(auth.scope, row.point_id);
}
