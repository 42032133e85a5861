import type {
  AssignBody,
  Inbox,
  InboxQuery,
  ReadBody,
  StaffSendBody,
  StaffThread,
  StatusBody,
} from '@pvz/contracts/api/chat';
import type { HomeChats } from '@pvz/contracts/api/home';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { storeNotifications } from '../notifications/notify.js';
import { mayWorkThread } from './chat-colleagues.js';
import { signal } from './chat-notify.js';
import {
  type ChatViewer,
  readerOf,
  seenBy,
  selectSummaries,
  threadMessages,
  threadSummary,
  toSummary,
  visibleThread,
} from './chat-rows.js';
import { postMessage } from './post-message.js';

export const staffViewer = (actor: StaffAuth): ChatViewer => ({
  kind: 'staff',
  userId: actor.user.id,
  scope: actor.scope,
});

/**
 * The inbox: threads by status and view (mine, unassigned, all) and point, newest first, or only those
 * waiting for us, the longest waiting first; with counters.
 */
export async function inbox(db: Db, actor: StaffAuth, query: InboxQuery): Promise<Inbox> {
  const viewer = staffViewer(actor);
  let rows = selectSummaries(db, viewer).where('t.status', '=', query.status ?? 'open');
  if (query.view === 'mine') rows = rows.where('t.assigned_to', '=', actor.user.id);
  if (query.view === 'unassigned') rows = rows.where('t.assigned_to', 'is', null);
  if (query.pointId !== undefined) rows = rows.where('t.point_id', '=', query.pointId);
  rows = query.waiting
    ? rows.where('t.waiting_since', 'is not', null).orderBy('t.waiting_since', 'asc')
    : rows.orderBy('t.last_message_at', 'desc');
  const [threads, counts] = await Promise.all([
    rows.orderBy('t.id', 'desc').limit(500).execute(),
    openThreadCounts(db, actor),
  ]);
  return {
    threads: threads.map(toSummary),
    counts: { open: counts.open, waiting: counts.waiting, unread: counts.unread },
  };
}

/** A thread as staff see it: every message, notes too, and how far the client has read (read receipts). */
export async function staffThread(db: Db, actor: StaffAuth, id: number): Promise<StaffThread> {
  const viewer = staffViewer(actor);
  const thread = await threadSummary(db, viewer, id);
  const [conversation, clientRead] = await Promise.all([
    threadMessages(db, viewer, thread.id),
    db
      .selectFrom('chat_reads')
      .select('message_id')
      .where('thread_id', '=', thread.id)
      .where('reader', '=', 'client')
      .executeTakeFirst(),
  ]);
  return { thread, messages: conversation, readByClient: clientRead?.message_id ?? null };
}

/** The open threads the caller sees, counted by the database: the inbox's counters and the home page's. */
export async function openThreadCounts(db: Db, actor: StaffAuth): Promise<HomeChats> {
  const viewer = staffViewer(actor);
  const row = await db
    .selectFrom('chat_threads as t')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.thread_id', '=', 't.id').on('r.reader', '=', readerOf(viewer)))
    .where(seenBy(viewer))
    .where('t.status', '=', 'open')
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where t.waiting_since is not null)`.as('waiting'),
      sql<string>`count(*) filter (where t.assigned_to is null)`.as('unassigned'),
      sql<string>`count(*) filter (where t.assigned_to = ${actor.user.id})`.as('mine'),
      sql<string>`coalesce(sum((select count(*) from chat_messages m where m.thread_id = t.id
        and m.id > coalesce(r.message_id, 0) and m.author <> 'staff')), 0)`.as('unread'),
      sql<Date | null>`min(t.waiting_since)`.as('waiting_since'),
    ])
    .executeTakeFirstOrThrow();
  return {
    open: Number(row.open),
    waiting: Number(row.waiting),
    unassigned: Number(row.unassigned),
    mine: Number(row.mine),
    unread: Number(row.unread),
    waitingSince: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
  };
}

/** What the client's phone says of a staff answer when the cabinet is not in front. */
const answerPush = (body: string) => ({
  title: 'Ответ поддержки',
  message: body.length > 120 ? `${body.slice(0, 119)}…` : body,
});

/**
 * A staff answer or an internal note, in an open thread the caller sees; an answer is also kept as a
 * notification for the client's phone (`notificationIds`: to push once committed).
 */
export async function staffSend(trx: Transaction<Database>, actor: StaffAuth, body: StaffSendBody) {
  const thread = await visibleThread(trx, staffViewer(actor), body.threadId, true);
  if (thread.status === 'closed' && !body.internal) throw conflict(messages.chatThreadClosed);
  const message = await postMessage(trx, {
    threadId: thread.id,
    author: 'staff',
    userId: actor.user.id,
    body: body.body,
    internal: body.internal,
    files: body.files ?? [],
    owner: { userId: actor.user.id },
  });
  await markRead(trx, staffViewer(actor), thread.id, message.id);
  let notificationIds: number[] = [];
  if (!message.internal && thread.client_id !== null) {
    const client = await trx
      .selectFrom('clients')
      .select('phone_number')
      .where('id', '=', thread.client_id)
      .executeTakeFirst();
    if (client)
      notificationIds = await storeNotifications(trx, { phoneNumber: client.phone_number }, answerPush(message.body));
  }
  return { message, notificationIds };
}

/** Takes a thread, passes it to a colleague who works the chat and sees the thread, or leaves it unassigned. */
export async function assign(db: Db, actor: StaffAuth, body: AssignBody) {
  await db.transaction().execute(async (trx) => {
    const thread = await visibleThread(trx, staffViewer(actor), body.threadId, true);
    if (body.userId !== null && !(await mayWorkThread(trx, actor, body.userId, thread)))
      throw badRequest(messages.chatAssigneeUnknown);
    await trx.updateTable('chat_threads').set({ assigned_to: body.userId }).where('id', '=', body.threadId).execute();
    await signal(trx, { k: 'thread', t: body.threadId });
  });
  return threadSummary(db, staffViewer(actor), body.threadId);
}

/** Closes or reopens a thread. */
export async function setStatus(db: Db, actor: StaffAuth, body: StatusBody) {
  await db.transaction().execute(async (trx) => {
    await visibleThread(trx, staffViewer(actor), body.threadId, true);
    await trx
      .updateTable('chat_threads')
      .set({ status: body.status, closed_at: body.status === 'closed' ? sql`now()` : null })
      .where('id', '=', body.threadId)
      .execute();
    await signal(trx, { k: 'thread', t: body.threadId });
  });
  return threadSummary(db, staffViewer(actor), body.threadId);
}

/** Removes a thread from the inbox and from its client (kept, marked deleted). */
export async function removeThread(db: Db, actor: StaffAuth, threadId: number) {
  await db.transaction().execute(async (trx) => {
    await visibleThread(trx, staffViewer(actor), threadId, true);
    await trx.updateTable('chat_threads').set({ deleted_at: sql`now()` }).where('id', '=', threadId).execute();
    await signal(trx, { k: 'thread', t: threadId });
  });
}

/** The reader has read the thread up to a message (never backwards); the other side sees the receipt. */
export async function markRead(db: Db, viewer: ChatViewer, threadId: number, messageId: number) {
  const last = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('thread_id', '=', threadId)
    .where('id', '<=', messageId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return;
  // the client is told of staff reading their messages, never of the notes staff keep
  const shown =
    viewer.kind === 'staff'
      ? await db
          .selectFrom('chat_messages')
          .select('id')
          .where('thread_id', '=', threadId)
          .where('id', '<=', last.id)
          .where('internal', '=', false)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : last;
  await db
    .insertInto('chat_reads')
    .values({ thread_id: threadId, reader: readerOf(viewer), message_id: last.id })
    .onConflict((conflict) =>
      conflict
        .columns(['thread_id', 'reader'])
        .doUpdateSet({ message_id: sql`greatest(chat_reads.message_id, excluded.message_id)` }),
    )
    .execute();
  if (shown)
    await signal(db, { k: 'read', t: threadId, by: viewer.kind === 'staff' ? 'staff' : 'client', m: shown.id });
}

export async function readThread(db: Db, viewer: ChatViewer, body: ReadBody) {
  await visibleThread(db, viewer, body.threadId);
  await markRead(db, viewer, body.threadId, body.messageId);
  return body;
}
