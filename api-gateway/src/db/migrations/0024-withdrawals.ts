import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/**
 * «Баланс ПВЗ» (issue 16): withdrawals from a point's cash box or online money. A cash withdrawal is
 * a pending ledger transfer from the request on, handed over at the point, and posted only when the
 * recipient confirms receipt; an online one posts at once. The page goes to the roles that run
 * points (what ADMIN already set for a role wins): managers request, operators hand over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawals (
      id integer generated always as identity primary key,
      point_id integer not null references points (id),
      payment text not null check (payment in ('cash', 'online')),
      amount bigint not null check (amount > 0),
      recipient_id integer not null references users (id),
      note text not null default '',
      transfer_id bigint not null references ledger_transfers (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      handed_over_at timestamptz,
      handed_over_by integer references users (id),
      received_at timestamptz,
      cancelled_at timestamptz,
      cancelled_by integer references users (id),
      check (received_at is null or cancelled_at is null)
    )`.execute(db);
  await sql`create index withdrawals_point on withdrawals (point_id, created_at desc)`.execute(db);
  await sql`create index withdrawals_waiting on withdrawals (recipient_id)
    where received_at is null and cancelled_at is null`.execute(db);

  const grants: Record<string, Record<string, string>> = {
    ADMINISTRATOR: { 'finance-balance': 'write' },
    RMANAGER: { 'finance-balance': 'write' },
    OFFICE: { 'finance-balance': 'read' },
    PVZ: { 'finance-balance': 'read' },
    PPVZ: { 'finance-balance': 'read' },
  };
  await grantRolePages(db, grants);
}
