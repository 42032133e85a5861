import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PushSender } from '../push/sender.js';
import { pushNow } from './push-outbox.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Who a notification is for: a client by phone, or staff users by username. */
export type Recipient = { phoneNumber: string } | { usernames: readonly string[] };

export interface NotificationContent {
  title: string;
  message: string;
}

/**
 * Keeps a notification for each recipient (the in-app list) and queues it for push (pushed_at is
 * null until the outbox has offered it to the devices). Answers the ids.
 */
export async function storeNotifications(
  db: Executor,
  recipient: Recipient,
  content: NotificationContent,
): Promise<number[]> {
  const rows =
    'phoneNumber' in recipient
      ? [{ phone_number: recipient.phoneNumber, username: null, ...content }]
      : [...new Set(recipient.usernames)].map((username) => ({ phone_number: null, username, ...content }));
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('notifications').values(rows).returning('id').execute();
  return inserted.map((row) => Number(row.id));
}

/**
 * Stores the notifications, then tries to push them at once. A push failure is logged and never
 * fails the caller: the outbox job offers what is left, and the in-app list has it anyway.
 */
export async function notify(
  db: Kysely<Database>,
  push: { sender: PushSender | null; log: FastifyBaseLogger },
  recipient: Recipient,
  content: NotificationContent,
): Promise<number[]> {
  const ids = await storeNotifications(db, recipient, content);
  await pushStored(db, push, ids);
  return ids;
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
