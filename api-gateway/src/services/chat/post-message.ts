import type { ChatMessage } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { signal } from './chat-notify.js';
import { selectMessages, toMessage } from './chat-rows.js';

export interface NewMessage {
  threadId: number;
  author: 'client' | 'staff';
  /** the staff member who writes */
  userId?: number;
  body: string;
  internal?: boolean;
  files?: string[];
  /** who uploaded the photos: a staff user or a client; a guest attaches none */
  owner?: { userId: number } | { clientId: number };
}

/** The caller's own chat photos, on no message yet. */
async function checkFiles(trx: Transaction<Database>, files: string[], owner: NewMessage['owner']) {
  if (files.length === 0) return;
  if (!owner) throw badRequest(messages.chatFileInvalid);
  const own = await trx
    .selectFrom('files')
    .select('id')
    .where('id', 'in', files)
    .where('purpose', '=', 'chat')
    .where('deleted_at', 'is', null)
    .where(
      'userId' in owner ? 'owner_user_id' : 'owner_client_id',
      '=',
      'userId' in owner ? owner.userId : owner.clientId,
    )
    .forUpdate()
    .execute();
  const used = await trx
    .selectFrom('chat_messages')
    .select('id')
    .where(sql<boolean>`files && ${files}::uuid[]`)
    .executeTakeFirst();
  if (own.length !== files.length || used) throw badRequest(messages.chatFileInvalid);
}

/**
 * A message in a thread (locked by the caller): the thread's last message and whom it waits for move
 * with it, and every gateway instance hears of it after the commit.
 */
export async function postMessage(trx: Transaction<Database>, message: NewMessage): Promise<ChatMessage> {
  const body = message.body.trim();
  if (body === '') throw badRequest(messages.chatMessageEmpty);
  const files = message.files ?? [];
  await checkFiles(trx, files, message.owner);
  const internal = message.internal ?? false;
  // messages take their ids in the order they commit: a socket resumes after the last id it saw, so a
  // smaller id committed later would be missed (held until this transaction ends; chat writes are few)
  await sql`select pg_advisory_xact_lock(hashtext('pvz_chat_messages'))`.execute(trx);
  const { id } = await trx
    .insertInto('chat_messages')
    .values({
      thread_id: message.threadId,
      author: message.author,
      user_id: message.userId ?? null,
      body,
      internal,
      files,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answered = message.author === 'staff' && !internal;
  await trx
    .updateTable('chat_threads')
    .set({
      last_message_id: id,
      last_message_at: sql`now()`,
      ...(message.author === 'client' && { waiting_since: sql`coalesce(waiting_since, now())` }),
      ...(answered && { waiting_since: null }),
    })
    .where('id', '=', message.threadId)
    .execute();
  await signal(trx, { k: 'message', id, t: message.threadId });
  return toMessage(await selectMessages(trx).where('m.id', '=', id).executeTakeFirstOrThrow());
}
