import { type Kysely, sql } from 'kysely';

/**
 * Partner and regional manager income (issue 16, DOMAIN.md §2). Each hand-over's money accrues a
 * share to the partner point (its percent, default the settings' 2.5 %) and to each regional manager
 * of the point (default 0.5 %), from the point's accrual counter; «Вывод дохода» draws the income
 * back and pays the cash out of the box as payroll. A percent is set from a later day on, so accrued
 * income is never recounted. Income accrues from this migration on: what partners earned before
 * was paid out by the old system, whose payouts are not here, so posting it again would pay it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table income_rates (
      id integer generated always as identity primary key,
      point_id integer references points (id),
      user_id integer references users (id),
      percent_bp integer not null check (percent_bp between 0 and 10000),
      starts_on date not null,
      set_by integer not null references users (id),
      created_at timestamptz not null default now(),
      check (num_nonnulls(point_id, user_id) = 1)
    )`.execute(db);
  await sql`create unique index income_rates_point on income_rates (point_id, starts_on) where point_id is not null`.execute(
    db,
  );
  await sql`create unique index income_rates_user on income_rates (user_id, starts_on) where user_id is not null`.execute(
    db,
  );

  await sql`
    alter table withdrawals
      add column purpose text not null default 'takings'
        check (purpose in ('takings', 'partner-income', 'manager-income')),
      add column income_transfer_id bigint references ledger_transfers (id)`.execute(db);
}
