import { type Kysely, sql } from 'kysely';

/** Roles, staff users, clients, sessions and failed sign-ins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table roles (
      code text primary key,
      name text not null,
      fixed boolean not null default false,
      pages jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into roles (code, name, fixed) values
      ('ADMIN', 'Директор', true),
      ('CLIENT', 'Клиент', true),
      ('ADMINISTRATOR', 'Управляющий', false),
      ('PVZ', 'Оператор ПВЗ', false),
      ('PPVZ', 'Оператор партнёрского ПВЗ', false),
      ('RMANAGER', 'Региональный менеджер', false),
      ('SORTIROVKA', 'Сортировка', false),
      ('COURIER', 'Курьер', false),
      ('DRIVER', 'Водитель', false),
      ('OFFICE', 'Офис', false),
      ('USER', 'Сотрудник', false)`.execute(db);

  await sql`
    create table users (
      id integer generated always as identity primary key,
      username text not null,
      password_hash text not null,
      role text not null references roles (code) on update cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      constraint users_not_client check (role <> 'CLIENT')
    )`.execute(db);
  await sql`create unique index users_username_active on users (lower(username)) where deleted_at is null`.execute(db);

  await sql`
    create table clients (
      id integer generated always as identity primary key,
      phone_number text not null unique,
      fio text not null,
      password_hash text not null,
      privacy_policy_agreed_at timestamptz,
      personal_data_policy_agreed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('staff', 'client')),
      user_id integer references users (id),
      client_id integer references clients (id),
      refresh_hash text not null,
      previous_refresh_hash text,
      rotated_at timestamptz,
      created_at timestamptz not null default now(),
      idle_expires_at timestamptz not null,
      ends_at timestamptz,
      revoked_at timestamptz,
      ip text,
      user_agent text,
      constraint sessions_one_owner check ((kind = 'staff') = (user_id is not null) and (kind = 'client') = (client_id is not null))
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id) where revoked_at is null`.execute(db);
  await sql`create index sessions_client on sessions (client_id) where revoked_at is null`.execute(db);

  await sql`
    create table login_failures (
      id bigint generated always as identity primary key,
      account text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_account on login_failures (account, created_at)`.execute(db);
  await sql`create index login_failures_ip on login_failures (ip, created_at)`.execute(db);
}
