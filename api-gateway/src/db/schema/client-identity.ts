import type { CodePurpose } from '@pvz/contracts/api/client-identity';
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../schema.js';

/** One request for a one-time code; `code_hash` is null when the phone has no account. */
export interface OneTimeCodesTable {
  id: string;
  phone: string;
  purpose: CodePurpose;
  /** HMAC of the code under a key derived from the server secret */
  code_hash: string | null;
  ip: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** wrong tries; the limit burns the code */
  attempts: Generated<number>;
  /** spent: signed in, reset done, burned or given up */
  used_at: NullableTimestamp;
  /** a reset code was checked; the new password may be set for a while */
  verified_at: NullableTimestamp;
  /** the browser that checked a reset code holds this token's secret in a cookie */
  reset_token_hash: string | null;
  /** the signed-in client a code of a bound purpose (phone change, verification) was made for */
  client_id: number | null;
}

/** One event that a limit counts (a registration attempt), by bucket and key (an address, a phone). */
export interface ThrottleEventsTable {
  bucket: string;
  key: string;
  created_at: CreatedAt;
}

/** A Telegram chat that shared its own (Telegram-verified) phone with the bot. */
export interface TelegramChatsTable {
  phone: string;
  /** Telegram ids exceed 2^31: kept as text */
  chat_id: string;
  telegram_user_id: string;
  bound_at: CreatedAt;
}

/** Tables of one-time codes and the Telegram bot (migration 0013). */
export type ClientIdentityTables = {
  one_time_codes: OneTimeCodesTable;
  telegram_chats: TelegramChatsTable;
  throttle_events: ThrottleEventsTable;
};
