import { type Kysely, sql } from 'kysely';

/**
 * One-time codes and the Telegram chats that deliver them. Every request for a code is a row, for a
 * registered phone or not (then without a code), so throttling and answers are the same for both.
 * Only a keyed hash of a code is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table one_time_codes (
      id uuid primary key,
      phone text not null,
      purpose text not null check (purpose in ('login', 'reset')),
      code_hash text,
      ip text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      attempts integer not null default 0,
      used_at timestamptz,
      verified_at timestamptz,
      reset_token_hash text
    )`.execute(db);
  await sql`create index one_time_codes_phone on one_time_codes (phone, purpose, created_at desc)`.execute(db);
  await sql`create index one_time_codes_ip on one_time_codes (ip, created_at)`.execute(db);
  await sql`
    create table telegram_chats (
      phone text primary key,
      chat_id text not null,
      telegram_user_id text not null,
      bound_at timestamptz not null default now()
    )`.execute(db);
}
