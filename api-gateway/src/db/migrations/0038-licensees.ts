import { type Kysely, sql } from 'kysely';

/**
 * Licensees (issue 18, LEGACY-NOTES §3.9): other networks that run this product under their name, the
 * points they run, their tariffs by month (a fixed fee and a graduated fee per parcel), the month's
 * invoice (once a month, posted to the licensee's ledger account) and the payments received.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table licensees (
      id integer generated always as identity primary key,
      name text not null,
      domain text not null default '',
      contact_name text not null default '',
      contact_phone text not null default '',
      email text not null default '',
      starts_on date not null,
      active boolean not null default true,
      note text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index licensees_name on licensees (lower(name))`.execute(db);
  await sql`alter table points add column licensee_id integer references licensees (id)`.execute(db);
  await sql`create index points_licensee on points (licensee_id) where licensee_id is not null`.execute(db);
  await sql`
    create table licensee_tariffs (
      licensee_id integer not null references licensees (id),
      starts_on date not null check (extract(day from starts_on) = 1),
      monthly_fee bigint not null check (monthly_fee >= 0),
      tiers jsonb not null,
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      primary key (licensee_id, starts_on)
    )`.execute(db);
  await sql`
    create table licensee_invoices (
      licensee_id integer not null references licensees (id),
      month date not null,
      parcels integer not null check (parcels >= 0),
      fixed bigint not null,
      per_parcel bigint not null,
      total bigint not null check (total > 0),
      transfer_id bigint not null references ledger_transfers (id),
      issued_by integer not null references users (id),
      issued_at timestamptz not null default now(),
      primary key (licensee_id, month)
    )`.execute(db);
  await sql`
    create table licensee_payments (
      id integer generated always as identity primary key,
      licensee_id integer not null references licensees (id),
      amount bigint not null check (amount > 0),
      paid_on date not null,
      note text not null default '',
      transfer_id bigint not null references ledger_transfers (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index licensee_payments_licensee on licensee_payments (licensee_id, paid_on)`.execute(db);
}
