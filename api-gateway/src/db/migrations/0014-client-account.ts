import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * The client's profile (age, gender, the dates they accepted the documents and gave that
 * information), the referral bindings and the append-only ledger of client bonus balances
 * (DOMAIN.md §2, §4). The office administrators correct balances on /admin/clients; the office
 * only reads it.
 */
const clientPages: Record<string, Record<string, string>> = {
  ADMINISTRATOR: { 'admin-clients': 'write' },
  OFFICE: { 'admin-clients': 'read' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients
      add column gender text check (gender in ('male', 'female')),
      add column age integer check (age between 14 and 120),
      add column docs_accepted_at timestamptz,
      add column info_accepted_at timestamptz`.execute(db);

  // referrer = the inviter (owner of the link), referred = the new client who followed it, bound once.
  await sql`
    create table client_referrals (
      id integer generated always as identity primary key,
      referred_client_id integer not null unique references clients (id),
      referrer_client_id integer not null references clients (id),
      created_at timestamptz not null default now(),
      bonus_accrued_at timestamptz,
      check (referred_client_id <> referrer_client_id)
    )`.execute(db);
  await sql`create index client_referrals_referrer on client_referrals (referrer_client_id)`.execute(db);

  // A client's balance is the sum of their rows; rows are never updated or removed.
  await sql`
    create table client_balance_ledger (
      id integer generated always as identity primary key,
      client_id integer not null references clients (id),
      amount integer not null check (amount <> 0),
      reason text not null check (length(reason) > 0),
      idempotency_key text not null unique,
      created_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index client_balance_ledger_client on client_balance_ledger (client_id, created_at desc)`.execute(
    db,
  );

  await grantRolePages(db, clientPages);
}
