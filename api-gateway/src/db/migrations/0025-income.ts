import { type Kysely, sql } from 'kysely';

/**
 * Partner and regional manager income (issue 16, DOMAIN.md §2). Each hand-over's money accrues a
 * share to the partner point (its percent, default the settings' 2.5 %) and to each regional manager
 * of the point (default 0.5 %), from the point's accrual counter; «Вывод дохода» draws the income
 * back and pays the cash out of the box as payroll. A percent is set from a day on (never in the
 * past), so accrued income is never recounted. The money taken before this posts its shares here at
 * the settings' percents.
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

  await postIncomeHistory(db);
}

/** A percent of the settings, in basis points, as SQL. */
const settingBp = (setting: string, fallback: number) =>
  sql`coalesce((select round((value ->> ${setting})::numeric * 100)::bigint from settings where key = 'site'), ${fallback})`;

/**
 * Posts the shares of the money taken so far at the settings' percents, under the keys a hand-over
 * gives them (the takings' key + `:partner` or `:manager:{id}`): takings whose share is posted
 * already are skipped, so running it again posts nothing twice.
 */
export async function postIncomeHistory(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into ledger_accounts (code, kind, name, point_id, allow_negative)
    select 'partner-income:p' || p.id, 'partner-income', 'Доход ППВЗ: ' || p.name, p.id, false
    from points p where p.is_partner
    union all
    select 'expense:p' || p.id || ':kincome', 'expense', 'Начислено доходов: ' || p.name, p.id, true
    from points p
    on conflict (code) do nothing`.execute(db);
  await sql`
    insert into ledger_accounts (code, kind, name, user_id, allow_negative)
    select 'manager-income:u' || u.id, 'manager-income', 'Доход менеджера: ' || u.username, u.id, false
    from users u where u.role = 'RMANAGER' and u.deleted_at is null
    on conflict (code) do nothing`.execute(db);

  // the money taken so far, with the point it was taken at
  const taken = sql`
    select t.key, t.amount, t.reference, t.created_at, a.point_id
    from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
    where t.kind in ('goods-cash', 'goods-online') and t.type = 'posted'`;
  const partnerShares = sql`
    select m.key || ':partner' as key, counter.id as debit, earned.id as credit,
      m.amount * ${settingBp('partnerPercent', 250)} / 10000 as amount, 'partner-income' as kind, m.reference, m.created_at
    from (${taken}) m
    join points p on p.id = m.point_id and p.is_partner
    join ledger_accounts earned on earned.code = 'partner-income:p' || p.id
    join ledger_accounts counter on counter.code = 'expense:p' || p.id || ':kincome'`;
  const managerShares = sql`
    select m.key || ':manager:' || u.id, counter.id, earned.id,
      m.amount * ${settingBp('managerPercent', 50)} / 10000, 'manager-income', m.reference, m.created_at
    from (${taken}) m
    join users u on u.role = 'RMANAGER' and u.deleted_at is null
      and (u.all_points or exists (select 1 from user_points up where up.user_id = u.id and up.point_id = m.point_id))
    join ledger_accounts earned on earned.code = 'manager-income:u' || u.id
    join ledger_accounts counter on counter.code = 'expense:p' || m.point_id || ':kincome'`;
  for (const shares of [partnerShares, managerShares])
    await sql`
      with moved as (
        insert into ledger_transfers
          (key, request_hash, type, debit_account_id, credit_account_id, amount, kind, reference, created_at)
        select s.key, 'history-income', 'posted', s.debit, s.credit, s.amount, s.kind, s.reference, s.created_at
        from (${shares}) s (key, debit, credit, amount, kind, reference, created_at)
        where s.amount > 0
        order by s.created_at, s.key
        on conflict (key) do nothing
        returning debit_account_id, credit_account_id, amount
      ), credited as (
        update ledger_accounts a set credits_posted = a.credits_posted + moved.total
        from (select credit_account_id as id, sum(amount) as total from moved group by credit_account_id) moved
        where a.id = moved.id
      )
      update ledger_accounts a set debits_posted = a.debits_posted + moved.total
      from (select debit_account_id as id, sum(amount) as total from moved group by debit_account_id) moved
      where a.id = moved.id`.execute(db);
}
