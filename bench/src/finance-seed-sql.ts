/**
 * The ledger of the goods bench's million rows (issue 16): every parcel handed over for money moves
 * what was collected from its point's clients to the point's cash box or online money, dated when it
 * was taken, as hand-overs and migration 0023 post it. `year` 1 is the goods as seeded (the past
 * year); year 2 is the same takings a year earlier, to see how a balance scales with the history.
 * Idempotent by key; the accounts' counters grow by exactly what was inserted.
 */
export function ledgerYearSql(year: 1 | 2): string {
  const shift = year === 1 ? '' : ` - interval '${(year - 1) * 365} days'`;
  return `
    insert into ledger_accounts (code, kind, name, point_id, allow_negative)
    select account.kind || ':p' || p.id, account.kind, account.title || ': ' || p.name, p.id, account.kind = 'clients'
    from points p
    cross join (values ('point-cash', 'Наличные'), ('point-online', 'Онлайн'), ('clients', 'Клиенты')) as account (kind, title)
    on conflict (code) do nothing;

    with moved as (
      insert into ledger_transfers
        (key, request_hash, type, debit_account_id, credit_account_id, amount, kind, reference, created_at)
      select 'bench:' || g.id || ':y${year}', 'bench', 'posted', clients.id, taken.id, g.collected,
        case when g.outcome in ('cash', 'refusal-cash') then 'goods-cash' else 'goods-online' end,
        'goods:' || g.id, g.issued_at${shift}
      from goods g
      join ledger_accounts clients on clients.code = 'clients:p' || g.point_id
      join ledger_accounts taken on taken.code =
        case when g.outcome in ('cash', 'refusal-cash') then 'point-cash:p' else 'point-online:p' end || g.point_id
      where g.issued_at is not null and g.deleted_at is null and g.collected > 0
        and g.outcome in ('cash', 'refusal-cash', 'online', 'refusal-online')
      order by g.issued_at, g.id
      on conflict (key) do nothing
      returning debit_account_id, credit_account_id, amount
    ), credited as (
      update ledger_accounts a set credits_posted = a.credits_posted + m.total
      from (select credit_account_id as id, sum(amount) as total from moved group by credit_account_id) m
      where a.id = m.id
    )
    update ledger_accounts a set debits_posted = a.debits_posted + m.total
    from (select debit_account_id as id, sum(amount) as total from moved group by debit_account_id) m
    where a.id = m.id;

    create table if not exists bench.finance_seed (years integer not null);
    delete from bench.finance_seed;
    insert into bench.finance_seed values (${year});`;
}
