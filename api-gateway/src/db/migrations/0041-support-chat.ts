import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * The support chat (issue 19): threads opened by a client or a guest (by name and phone, reached with
 * a token kept in their browser), messages as rows (staff notes the client never sees), who has read
 * how far, canned answers. Realtime is PostgreSQL NOTIFY carrying ids only; the rows are the truth.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_threads (
      id integer generated always as identity primary key,
      client_id integer references clients (id),
      guest_name text,
      guest_phone text,
      guest_token_hash text,
      point_id integer references points (id),
      subject text not null,
      status text not null default 'open' check (status in ('open', 'closed')),
      assigned_to integer references users (id),
      created_at timestamptz not null default now(),
      last_message_id bigint,
      last_message_at timestamptz not null default now(),
      /** when the client's oldest unanswered message came: null once staff answered */
      waiting_since timestamptz,
      closed_at timestamptz,
      deleted_at timestamptz,
      check ((client_id is null) = (guest_token_hash is not null))
    )`.execute(db);
  await sql`create index chat_threads_inbox on chat_threads (status, last_message_at desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index chat_threads_client on chat_threads (client_id) where client_id is not null`.execute(db);
  await sql`create index chat_threads_guest_phone on chat_threads (guest_phone) where client_id is null`.execute(db);
  await sql`
    create table chat_messages (
      id bigint generated always as identity primary key,
      thread_id integer not null references chat_threads (id),
      author text not null check (author in ('client', 'staff', 'system')),
      user_id integer references users (id),
      body text not null,
      internal boolean not null default false,
      files uuid[] not null default '{}',
      created_at timestamptz not null default now(),
      check (author = 'staff' or (not internal and user_id is null))
    )`.execute(db);
  await sql`create index chat_messages_thread on chat_messages (thread_id, id)`.execute(db);
  // how far each reader has read a thread: 'client' or a staff user's id
  await sql`
    create table chat_reads (
      thread_id integer not null references chat_threads (id),
      reader text not null,
      message_id bigint not null,
      primary key (thread_id, reader)
    )`.execute(db);
  await sql`
    create table chat_canned_answers (
      id integer generated always as identity primary key,
      title text not null,
      body text not null,
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`alter table files drop constraint files_purpose_check`.execute(db);
  await sql`alter table files add constraint files_purpose_check
    check (purpose in ('barcode', 'receipt', 'stop', 'chat'))`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: { 'extra-tickets': 'write' },
    RMANAGER: { 'extra-tickets': 'write' },
    OFFICE: { 'extra-tickets': 'write' },
    PVZ: { 'extra-tickets': 'write' },
    PPVZ: { 'extra-tickets': 'write' },
  });
}
