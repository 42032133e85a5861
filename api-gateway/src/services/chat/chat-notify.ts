import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The channel every gateway instance LISTENs on for the chat. */
export const CHAT_CHANNEL = 'pvz_chat';

/**
 * What happened in the chat, ids only: each instance reads the rows itself and decides who may see
 * them. Sent inside the writing transaction, so that it is heard only if the change is committed.
 */
export type ChatSignal =
  | { k: 'message'; id: number; t: number }
  | { k: 'thread'; t: number }
  | { k: 'typing'; t: number; by: 'client' | 'staff' }
  | { k: 'read'; t: number; by: 'client' | 'staff'; m: number };

export async function signal(db: Db, what: ChatSignal): Promise<void> {
  await sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(what)})`.execute(db);
}
