import { type ChatMessage, ticketThreadPath } from '@pvz/contracts/api/chat';
import { describe, messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { storeNotifications } from '../notifications/notify.js';
import { threadWorkers } from './chat-colleagues.js';

/** How long after their own message in a thread a staff member is taken to be in the conversation. */
const IN_CONVERSATION_MINUTES = 5;
/** How much of the message a notice shows. */
const EXCERPT_LENGTH = 120;

const excerptOf = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body);

/**
 * Who of `candidates` is to be told of `message`. One notice per thread and person while the client's
 * earlier messages are unread by them: they were told and have not looked yet, so a burst of messages
 * is one notice, and reading or answering the thread makes the next message a notice again. Whoever
 * wrote in the thread minutes ago is in the conversation: the page they answer from hears the reply
 * (and beeps when hidden), so they are not pushed once per reply. A time window alone would push
 * again to someone who has not looked yet, however long they stay away.
 */
async function notToldYet(db: Db, message: ChatMessage, candidates: readonly number[]): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select u.id from unnest(${candidates}::int[]) as u (id)
    where not exists (
        select 1 from chat_messages m
        where m.thread_id = ${message.threadId} and m.author = 'client' and m.id < ${message.id}
          and m.id > coalesce((select r.message_id from chat_reads r
            where r.thread_id = m.thread_id and r.reader = u.id::text), 0))
      and not exists (
        select 1 from chat_messages m
        where m.thread_id = ${message.threadId} and m.user_id = u.id
          and m.created_at > now() - make_interval(mins => ${IN_CONVERSATION_MINUTES}::int))`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * Keeps a notice of a client's (or a guest's) new message for the staff who answer the thread, so that
 * it reaches them away from the chat page: its assignee while they still work the chat and see the
 * thread, else everyone who does. Answers the notifications' ids, to push once committed.
 */
export async function noticeStaff(db: Db, message: ChatMessage): Promise<number[]> {
  const thread = await db
    .selectFrom('chat_threads as t')
    .leftJoin('clients as c', 'c.id', 't.client_id')
    .select(['t.id', 't.client_id', 't.point_id', 't.deleted_at', 't.assigned_to', 't.guest_name', 'c.fio'])
    .where('t.id', '=', message.threadId)
    .executeTakeFirstOrThrow();
  const workers = await threadWorkers(db, thread);
  const assignee = workers.find((worker) => worker.id === thread.assigned_to);
  const candidates = assignee ? [assignee.id] : workers.map((worker) => worker.id);
  if (candidates.length === 0) return [];
  const userIds = await notToldYet(db, message, candidates);
  const name = (thread.client_id === null ? thread.guest_name : thread.fio) ?? '';
  return storeNotifications(
    db,
    { userIds },
    {
      title: messages.chatNewMessageTitle,
      message: describe.chatNewMessage(name, excerptOf(message.body)),
      link: ticketThreadPath(thread.id),
    },
  );
}
