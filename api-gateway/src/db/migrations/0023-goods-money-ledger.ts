import { type Kysely, sql } from 'kysely';

/**
 * The money points took at the counter before the ledger existed, posted to it once (issue 16), so
 * that balances are right from the first day: for each parcel handed over for money, the amount
 * collected moves from the point's clients to its cash box or online money, dated when it was taken.
 * Later hand-overs post their own transfers (services/ledger/goods-money.ts), under other keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into ledger_accounts (code, kind, name, point_id, allow_negative)
    select account.kind || ':p' || p.id, account.kind, account.title || ': ' || p.name, p.id, account.kind = 'clients'
    from points p
    cross join (values ('point-cash', 'Наличные'), ('point-online', 'Онлайн'), ('clients', 'Клиенты'))
      as account (kind, title)
    on conflict (code) do nothing`.execute(db);

  await sql`
    insert into ledger_transfers
      (key, request_hash, type, debit_account_id, credit_account_id, amount, kind, reference, created_at)
    select 'goods:' || g.id || ':taken', 'history', 'posted', clients.id, taken.id, g.collected,
      case when g.outcome in ('cash', 'refusal-cash') then 'goods-cash' else 'goods-online' end,
      'goods:' || g.id, g.issued_at
    from goods g
    join ledger_accounts clients on clients.code = 'clients:p' || g.point_id
    join ledger_accounts taken on taken.code =
      case when g.outcome in ('cash', 'refusal-cash') then 'point-cash:p' else 'point-online:p' end || g.point_id
    where g.issued_at is not null
      and g.deleted_at is null
      and g.collected > 0
      and g.outcome in ('cash', 'refusal-cash', 'online', 'refusal-online')
    order by g.issued_at, g.id`.execute(db);

  await sql`
    update ledger_accounts a set credits_posted = a.credits_posted + moved.total
    from (select credit_account_id as id, sum(amount) as total from ledger_transfers
          where request_hash = 'history' group by credit_account_id) moved
    where a.id = moved.id`.execute(db);
  await sql`
    update ledger_accounts a set debits_posted = a.debits_posted + moved.total
    from (select debit_account_id as id, sum(amount) as total from ledger_transfers
          where request_hash = 'history' group by debit_account_id) moved
    where a.id = moved.id`.execute(db);
}
