import type { UserScope } from '@pvz/contracts/access';
import type { ChatMessage, ThreadSummary } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';

/** Who looks at the chat: staff within their scope, a client at their threads, a guest at one thread. */
export type ChatViewer =
  | { kind: 'staff'; userId: number; scope: UserScope }
  | { kind: 'client'; clientId: number }
  | { kind: 'guest'; threadId: number };

/** The thread row facts that decide who sees it. */
export interface ThreadFacts {
  id: number;
  client_id: number | null;
  point_id: number | null;
  deleted_at: Date | null;
}

/** Whether the viewer sees the thread (a staff member: threads of no point or of a point in scope). */
export function sees(viewer: ChatViewer, thread: ThreadFacts): boolean {
  if (thread.deleted_at !== null) return false;
  if (viewer.kind === 'client') return thread.client_id === viewer.clientId;
  // a guest's thread adopted by a client is the client's now: the guest's token and socket reach it no more
  if (viewer.kind === 'guest') return thread.id === viewer.threadId && thread.client_id === null;
  const { scope } = viewer;
  return thread.point_id === null || scope.allPoints || scope.pointIds.includes(thread.point_id);
}

/** The same rule in SQL over `chat_threads as t`. */
export function seenBy(viewer: ChatViewer) {
  const live = sql<SqlBool>`t.deleted_at is null`;
  if (viewer.kind === 'client') return sql<SqlBool>`${live} and t.client_id = ${viewer.clientId}`;
  if (viewer.kind === 'guest') return sql<SqlBool>`${live} and t.id = ${viewer.threadId} and t.client_id is null`;
  if (viewer.scope.allPoints) return live;
  return sql<SqlBool>`${live} and (t.point_id is null or t.point_id = any(${viewer.scope.pointIds}::int[]))`;
}

/** The reader key of `chat_reads`. */
export const readerOf = (viewer: ChatViewer) => (viewer.kind === 'staff' ? String(viewer.userId) : 'client');

export const selectMessages = (db: Db) =>
  db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_threads as t', 't.id', 'm.thread_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.thread_id', 'm.author', 'm.body', 'm.internal', 'm.files', 'm.created_at', 'u.username']);

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

/** How a client or a guest sees staff: not by their sign-in name. */
const SUPPORT_NAME = 'Поддержка';

/** A message as a viewer of this kind sees it: clients and guests never learn staff logins. */
export const toMessage = (row: MessageRow, forStaff = true): ChatMessage => ({
  id: row.id,
  threadId: row.thread_id,
  author: row.author,
  authorName: row.author === 'staff' ? (forStaff ? (row.username ?? null) : SUPPORT_NAME) : null,
  body: row.body,
  internal: row.internal,
  files: row.files,
  createdAt: row.created_at.toISOString(),
});

/** The messages of a thread the viewer may read (staff notes for staff only), oldest first. */
export async function threadMessages(db: Db, viewer: ChatViewer, threadId: number): Promise<ChatMessage[]> {
  let query = selectMessages(db).where('m.thread_id', '=', threadId);
  if (viewer.kind !== 'staff') query = query.where('m.internal', '=', false);
  return (await query.orderBy('m.id').execute()).map((row) => toMessage(row, viewer.kind === 'staff'));
}

/** The messages after `after` in every thread the viewer sees: what a returning socket missed. */
export async function messagesAfter(db: Db, viewer: ChatViewer, after: number, limit = 500): Promise<ChatMessage[]> {
  let query = selectMessages(db).where('m.id', '>', after).where(seenBy(viewer));
  if (viewer.kind !== 'staff') query = query.where('m.internal', '=', false);
  return (await query.orderBy('m.id').limit(limit).execute()).map((row) => toMessage(row, viewer.kind === 'staff'));
}

/** A thread the viewer sees, locked when in a transaction that asks; 404 for another's alike. */
export async function visibleThread(db: Db, viewer: ChatViewer, id: number, lock = false) {
  let query = db
    .selectFrom('chat_threads as t')
    .select(['t.id', 't.client_id', 't.point_id', 't.status', 't.deleted_at', 't.waiting_since'])
    .where('t.id', '=', id)
    .where(seenBy(viewer));
  if (lock) query = query.forUpdate();
  const thread = await query.executeTakeFirst();
  if (!thread) throw notFound(messages.chatThreadNotFound);
  return thread;
}

/** Threads as the inbox lists them, with the caller's unread count. */
export function selectSummaries(db: Db, viewer: ChatViewer) {
  const reader = readerOf(viewer);
  return db
    .selectFrom('chat_threads as t')
    .leftJoin('clients as c', 'c.id', 't.client_id')
    .leftJoin('points as p', 'p.id', 't.point_id')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.thread_id', '=', 't.id').on('r.reader', '=', reader))
    .select([
      't.id',
      't.subject',
      't.status',
      't.guest_name',
      't.guest_phone',
      't.client_id',
      't.point_id',
      'p.name as point_name',
      't.assigned_to',
      'a.username as assigned_name',
      't.last_message_at',
      't.waiting_since',
      'c.fio',
      'c.phone_number',
    ])
    .select(
      sql<number>`(select count(*) from chat_messages m where m.thread_id = t.id and m.id > coalesce(r.message_id, 0)
        and m.author <> 'staff')`.as('unread'),
    )
    .where(seenBy(viewer));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>>;

export const toSummary = (row: SummaryRow): ThreadSummary => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  name: row.client_id === null ? (row.guest_name ?? '') : row.fio || 'Клиент',
  phone: (row.client_id === null ? row.guest_phone : row.phone_number) ?? '',
  guest: row.client_id === null,
  point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
  assignedTo: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assigned_name ?? '' },
  lastMessageAt: row.last_message_at.toISOString(),
  waitingSince: row.waiting_since?.toISOString() ?? null,
  unread: Number(row.unread),
});

export async function threadSummary(db: Db, viewer: ChatViewer, id: number): Promise<ThreadSummary> {
  const row = await selectSummaries(db, viewer).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(messages.chatThreadNotFound);
  return toSummary(row);
}
