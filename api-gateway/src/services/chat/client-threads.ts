import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  ChatMessage,
  ClientSendBody,
  ClientStartBody,
  ClientThread,
  GuestKeyBody,
  GuestStartBody,
  GuestThreadKey,
} from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, tooManyRequests } from '../../errors.js';
import type { PushingOutcome } from '../notifications/answer-then-push.js';
import { signal } from './chat-notify.js';
import { type ChatViewer, threadMessages, visibleThread } from './chat-rows.js';
import { type NewMessage, postMessage } from './post-message.js';
import { noticeStaff } from './staff-notices.js';
import { pointOfNewThread } from './thread-point.js';

/** The subject of a thread: its first message, on one line. */
const subjectOf = (body: string) => body.trim().replace(/\s+/g, ' ').slice(0, 200);

/** A thread as its client (or guest) sees it: no staff notes, and how far staff has read. */
export async function clientThread(db: Db, viewer: ChatViewer, id: number): Promise<ClientThread> {
  const thread = await db
    .selectFrom('chat_threads as t')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.thread_id', '=', 't.id').on('r.reader', '<>', 'client'))
    // how far staff have read, as the client may know it: up to their last message that is no note
    .select([
      't.id',
      't.subject',
      't.status',
      sql<number | null>`(select max(m.id) from chat_messages m where m.thread_id = t.id and not m.internal
        and m.id <= max(r.message_id))`.as('read_by_staff'),
    ])
    .where('t.id', '=', id)
    .groupBy(['t.id', 't.subject', 't.status'])
    .executeTakeFirstOrThrow();
  return {
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    messages: await threadMessages(db, viewer, id),
    readByStaff: thread.read_by_staff === null ? null : Number(thread.read_by_staff),
  };
}

export async function clientThreads(db: Db, clientId: number): Promise<ClientThread[]> {
  const viewer: ChatViewer = { kind: 'client', clientId };
  const ids = await db
    .selectFrom('chat_threads')
    .select('id')
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .orderBy('last_message_at', 'desc')
    .limit(50)
    .execute();
  return Promise.all(ids.map((row) => clientThread(db, viewer, row.id)));
}

/** A client's or a guest's message, and the notices it leaves staff (to push once committed). */
async function postFromClient(
  trx: Transaction<Database>,
  message: Omit<NewMessage, 'author'>,
): Promise<PushingOutcome<ChatMessage>> {
  const posted = await postMessage(trx, { ...message, author: 'client' });
  return { answer: posted, notificationIds: await noticeStaff(trx, posted) };
}

/** A new thread with its first message: a client's, or a guest's (`guest` holds the name, phone and token hash). */
async function openThread(
  trx: Transaction<Database>,
  owner: { clientId: number } | { name: string; phone: string; tokenHash: string },
  body: string,
  pointId: number | null,
  files: string[] = [],
) {
  if (body.trim() === '') throw badRequest(messages.chatMessageEmpty);
  const { id } = await trx
    .insertInto('chat_threads')
    .values({
      subject: subjectOf(body),
      point_id: pointId,
      ...('clientId' in owner
        ? { client_id: owner.clientId }
        : { guest_name: owner.name, guest_phone: owner.phone, guest_token_hash: owner.tokenHash }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { notificationIds } = await postFromClient(trx, {
    threadId: id,
    body,
    files,
    ...('clientId' in owner && { owner: { clientId: owner.clientId } }),
  });
  return { id, notificationIds };
}

export async function clientStart(
  trx: Transaction<Database>,
  clientId: number,
  body: ClientStartBody,
): Promise<PushingOutcome<ClientThread>> {
  const pointId = await pointOfNewThread(trx, body.pointId, clientId);
  const { id, notificationIds } = await openThread(trx, { clientId }, body.body, pointId, body.files);
  return { answer: await clientThread(trx, { kind: 'client', clientId }, id), notificationIds };
}

/** What a client or a guest may write to one thread in a minute: a conversation, not a flood of the inbox. */
export const CLIENT_MESSAGES_PER_MINUTE = 20;

/** A client's (or guest's) message; a closed thread opens again, since the client still needs help. */
export async function clientSend(
  trx: Transaction<Database>,
  viewer: Exclude<ChatViewer, { kind: 'staff' }>,
  body: Pick<ClientSendBody, 'threadId' | 'body' | 'files'>,
): Promise<PushingOutcome<ChatMessage>> {
  const thread = await visibleThread(trx, viewer, body.threadId, true);
  // the thread is locked: parallel sends count one after another
  const recent = await trx
    .selectFrom('chat_messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('thread_id', '=', thread.id)
    .where('author', '=', 'client')
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= CLIENT_MESSAGES_PER_MINUTE) throw tooManyRequests(messages.chatTooFast);
  if (thread.status === 'closed') {
    await trx
      .updateTable('chat_threads')
      .set({ status: 'open', closed_at: null })
      .where('id', '=', thread.id)
      .execute();
    await signal(trx, { k: 'thread', t: thread.id });
  }
  return postFromClient(trx, {
    threadId: thread.id,
    body: body.body,
    files: body.files ?? [],
    ...(viewer.kind === 'client' && { owner: { clientId: viewer.clientId } }),
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A guest's thread: a random token goes to their browser, only its hash is kept. */
export async function guestStart(
  trx: Transaction<Database>,
  body: GuestStartBody,
): Promise<PushingOutcome<GuestThreadKey>> {
  const phone = normalizePhone(body.phone);
  if (!phone.ok) throw badRequest(phone.error);
  if (body.name.trim() === '') throw badRequest(messages.chatGuestNameEmpty);
  const pointId = await pointOfNewThread(trx, body.pointId, null);
  const token = randomBytes(32).toString('base64url');
  const owner = { name: body.name.trim(), phone: phone.phone, tokenHash: hashToken(token) };
  const { id, notificationIds } = await openThread(trx, owner, body.body, pointId);
  return { answer: { threadId: id, token }, notificationIds };
}

/** The guest's thread of a key, or 404 alike for a wrong token and a missing thread. */
export async function guestViewer(db: Db, key: GuestKeyBody): Promise<Extract<ChatViewer, { kind: 'guest' }>> {
  const thread = await db
    .selectFrom('chat_threads')
    .select(['id', 'guest_token_hash'])
    .where('id', '=', key.threadId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const expected = Buffer.from(thread?.guest_token_hash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(hashToken(key.token), 'hex');
  if (!thread?.guest_token_hash || !timingSafeEqual(expected, given)) throw notFound(messages.chatGuestKeyInvalid);
  return { kind: 'guest', threadId: thread.id };
}

/**
 * A client proved a phone: the guest threads written from it become theirs (and the guest's token
 * stops working: the cabinet shows them now).
 */
export async function adoptGuestThreads(db: Db, clientId: number, phone: string): Promise<void> {
  await db
    .updateTable('chat_threads')
    .set({ client_id: clientId, guest_token_hash: null })
    .where('client_id', 'is', null)
    .where('guest_phone', '=', phone)
    .execute();
}
