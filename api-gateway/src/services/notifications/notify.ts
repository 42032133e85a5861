import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PushSender } from '../push/sender.js';
import { pushNow } from './push-outbox.js';

/** Who a notification is for: a client by phone, or staff users by account id (a name may be reused). */
export type Recipient = { phoneNumber: string } | { userIds: readonly number[] };

export interface NotificationContent {
  title: string;
  message: string;
  /** a path of this site the push opens, instead of the recipient's home page */
  link?: string;
}

/**
 * Keeps a notification for each recipient (the in-app list) and queues it for push (pushed_at is
 * null until the outbox has offered it to the devices). Answers the ids.
 */
export async function storeNotifications(
  db: Db,
  recipient: Recipient,
  content: NotificationContent,
): Promise<number[]> {
  const rows =
    'phoneNumber' in recipient
      ? [{ phone_number: recipient.phoneNumber, user_id: null, ...content }]
      : [...new Set(recipient.userIds)].map((userId) => ({ phone_number: null, user_id: userId, ...content }));
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('notifications').values(rows).returning('id').execute();
  return inserted.map((row) => Number(row.id));
}

/** The immediate push attempt of notifications stored in a transaction that is now committed. */
export async function pushStored(
  db: Kysely<Database>,
  push: { sender: PushSender | null; log: FastifyBaseLogger },
  ids: readonly number[],
): Promise<void> {
  try {
    await pushNow(db, push.sender, ids);
  } catch (error) {
    push.log.warn({ err: error }, 'push attempt failed; the outbox job will retry');
  }
}
