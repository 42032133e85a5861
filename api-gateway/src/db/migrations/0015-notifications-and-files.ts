import { type Kysely, sql } from 'kysely';

/**
 * Push delivery of the in-app notifications (an outbox: `pushed_at` is set once a notification was
 * offered to the recipient's devices), the device tokens of clients and staff, and uploaded files
 * with the goods rows they are attached to (the barcode picture of a barcode delivery).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column pushed_at timestamptz`.execute(db);
  await sql`alter table notifications add column push_error text`.execute(db);
  await sql`create index notifications_unpushed on notifications (id) where pushed_at is null`.execute(db);
  await sql`create index notifications_username on notifications (lower(username), created_at desc) where username is not null`.execute(
    db,
  );
  await sql`
    create table client_device_tokens (
      token text primary key,
      phone_number text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index client_device_tokens_phone on client_device_tokens (phone_number)`.execute(db);
  await sql`
    create table employee_device_tokens (
      token text primary key,
      user_id integer not null references users (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index employee_device_tokens_user on employee_device_tokens (user_id)`.execute(db);
  await sql`
    create table files (
      id uuid primary key,
      owner_client_id integer references clients (id),
      owner_user_id integer references users (id),
      purpose text not null check (purpose in ('barcode', 'receipt')),
      content_type text not null,
      size integer not null check (size > 0),
      storage_key text not null unique,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      check ((owner_client_id is null) <> (owner_user_id is null))
    )`.execute(db);
  await sql`create index files_owner_client on files (owner_client_id) where owner_client_id is not null`.execute(db);
  await sql`
    create table goods_files (
      goods_id integer not null references goods (id),
      file_id uuid not null unique references files (id),
      primary key (goods_id, file_id)
    )`.execute(db);
}
