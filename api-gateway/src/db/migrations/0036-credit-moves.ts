import { type Kysely, sql } from 'kysely';

/**
 * Credit moves of the advance report (issue 17, LEGACY-NOTES §3.4). A debt is an account that may
 * not go above zero: its balance is minus what is owed, so the CHECK refuses paying back more than
 * was borrowed, as the overdraft CHECK refuses spending more than is held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts add column allow_positive boolean not null default true`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_no_overpayment
    check (allow_positive or credits_posted + credits_pending - debits_posted <= 0)`.execute(db);
  await sql`alter table advance_rows drop constraint advance_rows_kind_check`.execute(db);
  await sql`alter table advance_rows add constraint advance_rows_kind_check check (kind in
    ('expense', 'transfer', 'top-up', 'credit-new', 'credit-to-balance', 'credit-repay', 'credit-write-off'))`.execute(
    db,
  );
}
