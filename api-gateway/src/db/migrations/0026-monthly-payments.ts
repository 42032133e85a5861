import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * «Ежемесячные платежи» (issue 16, LEGACY-NOTES §3.8): templates of recurring expenses, projected
 * onto the 2nd of each month from the month they were added; «Оплатить» posts one ledger transfer
 * per template and month (the unique pair refuses a second) and keeps what was paid (point, company,
 * amount, note) as it was. A deleted template stops being due after the month it was deleted in. The
 * page goes to the director-level roles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table monthly_payment_templates (
      id integer generated always as identity primary key,
      point_id integer not null references points (id),
      company text not null,
      amount bigint not null check (amount > 0),
      kind text not null check (kind in ('cash', 'cashless')),
      note text not null default '',
      starts_on date not null,
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`
    create table monthly_payments (
      id integer generated always as identity primary key,
      template_id integer not null references monthly_payment_templates (id),
      month date not null,
      point_id integer not null references points (id),
      company text not null,
      amount bigint not null check (amount > 0),
      kind text not null check (kind in ('cash', 'cashless')),
      note text not null default '',
      payer_id integer references users (id),
      transfer_id bigint not null references ledger_transfers (id),
      paid_by integer not null references users (id),
      paid_at timestamptz not null default now(),
      unique (template_id, month)
    )`.execute(db);
  await sql`create index monthly_payments_month on monthly_payments (month)`.execute(db);

  const grants: Record<string, Record<string, string>> = {
    ADMINISTRATOR: { 'finance-monthly-payments': 'write' },
    OFFICE: { 'finance-monthly-payments': 'read' },
  };
  await grantRolePages(db, grants);
}
