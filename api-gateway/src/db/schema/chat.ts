import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A support thread (0041-support-chat): a client's, or a guest's reached with a token. */
export interface ChatThreadsTable {
  id: Generated<number>;
  client_id: number | null;
  guest_name: string | null;
  guest_phone: string | null;
  guest_token_hash: string | null;
  point_id: number | null;
  subject: string;
  status: Generated<'open' | 'closed'>;
  assigned_to: number | null;
  created_at: CreatedAt;
  last_message_id: number | null;
  last_message_at: CreatedAt;
  waiting_since: NullableTimestamp;
  closed_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  thread_id: number;
  author: 'client' | 'staff' | 'system';
  user_id: number | null;
  body: string;
  internal: Generated<boolean>;
  files: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

export interface ChatReadsTable {
  thread_id: number;
  /** 'client' or a staff user's id */
  reader: string;
  message_id: number;
}

export interface ChatCannedAnswersTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_by: number;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** The tables of the support chat; `Database` extends this. */
export interface ChatTables {
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_canned_answers: ChatCannedAnswersTable;
}
