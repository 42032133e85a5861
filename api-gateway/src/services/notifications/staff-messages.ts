import { messages } from '@pvz/contracts/messages';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { type NotificationContent, storeNotifications } from './notify.js';

/** The phone of a registered client, or a 404. */
export async function assertRegisteredClient(db: Db, phone: string): Promise<void> {
  const client = await db
    .selectFrom('clients')
    .select('phone_number')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (!client) throw notFound(messages.clientNotFound);
}

/** The id of an active staff user by username (any case), or a 404. */
export async function activeEmployeeIdOf(db: Db, username: string): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = lower(${username.trim()})`)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(messages.userNotFound);
  return user.id;
}

/** A staff message to a registered client's phone, audited and stored; answers the notifications to push. */
export async function storeClientMessage(
  db: Kysely<Database>,
  actor: StaffAuth,
  phone: string,
  content: NotificationContent,
): Promise<number[]> {
  await assertRegisteredClient(db, phone);
  return db.transaction().execute(async (trx) => {
    await audit(trx, actor, { entity: 'message', entityId: phone, action: 'create', after: content });
    return storeNotifications(trx, { phoneNumber: phone }, content);
  });
}

/** A staff message to a staff user (by username, any case), audited and stored; answers the notifications to push. */
export async function storeEmployeeMessage(
  db: Kysely<Database>,
  actor: StaffAuth,
  username: string,
  content: NotificationContent,
): Promise<number[]> {
  const userId = await activeEmployeeIdOf(db, username);
  return db.transaction().execute(async (trx) => {
    await audit(trx, actor, { entity: 'message', entityId: userId, action: 'create', after: content });
    return storeNotifications(trx, { userIds: [userId] }, content);
  });
}
