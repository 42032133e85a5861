import { type Kysely, sql } from 'kysely';

/**
 * What each account took in and gave out per Moscow day (issue 16, the finance bench): a balance for
 * a period sums at most one row per account and day instead of every move of the period, so the
 * answer for a year of fifty points stays in milliseconds however long the history is. A trigger
 * keeps it with every move that changes posted money (made at once, a reservation posted, a reversal),
 * whoever inserts it; the row it updates belongs to accounts the move has locked already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_daily (
      account_id integer not null references ledger_accounts (id),
      day date not null,
      credits bigint not null default 0,
      debits bigint not null default 0,
      primary key (account_id, day)
    )`.execute(db);

  await sql`
    create function ledger_daily_add() returns trigger language plpgsql as $$
    declare
      moscow_day date := (new.created_at at time zone 'Europe/Moscow')::date;
    begin
      if new.type in ('posted', 'post', 'reversal') then
        insert into ledger_daily (account_id, day, credits) values (new.credit_account_id, moscow_day, new.amount)
        on conflict (account_id, day) do update set credits = ledger_daily.credits + excluded.credits;
        insert into ledger_daily (account_id, day, debits) values (new.debit_account_id, moscow_day, new.amount)
        on conflict (account_id, day) do update set debits = ledger_daily.debits + excluded.debits;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_daily_add after insert on ledger_transfers
    for each row execute function ledger_daily_add()`.execute(db);

  // the moves made so far
  await sql`
    insert into ledger_daily (account_id, day, credits, debits)
    select account_id, day, sum(credits), sum(debits) from (
      select credit_account_id as account_id, (created_at at time zone 'Europe/Moscow')::date as day,
        amount as credits, 0 as debits
      from ledger_transfers where type in ('posted', 'post', 'reversal')
      union all
      select debit_account_id, (created_at at time zone 'Europe/Moscow')::date, 0, amount
      from ledger_transfers where type in ('posted', 'post', 'reversal')
    ) moves
    group by account_id, day`.execute(db);
}
