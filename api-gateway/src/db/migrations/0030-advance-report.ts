import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

/** The legacy's categories (LEGACY-NOTES §3.4); those that name no point are marked. */
const categories: [string, boolean][] = [
  ['Передача денежных средств', true],
  ['Сопутствующие расходы', false],
  ['Расходники для ПВЗ', false],
  ['Ежемесячные платежи', false],
  ['Оплата ФОТ', false],
  ['Удержания с сотрудников', false],
  ['Автомобили', true],
  ['Оплата Налоги. ПФР, СОЦ и т.д.', true],
  ['Вывод дивидендов', true],
  ['Пополнение баланса', true],
];
const companies = ['W/O/Я start', 'Darom.pro', 'Сортировка', 'Доставка', 'Чаевые'];

/**
 * «Авансовый отчёт» (issue 17, LEGACY-NOTES §3.4): its categories and companies as reference lists
 * the director keeps (seeded with the legacy's), and its rows: an expense, a transfer to a person
 * (a pending ledger transfer until the recipient confirms it) or a top-up, each with its ledger
 * transfer. The page goes to every staff role that holds money.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['expense_categories', 'companies'] as const) {
    await sql`
      create table ${sql.table(table)} (
        id integer generated always as identity primary key,
        name text not null,
        ${table === 'expense_categories' ? sql`without_point boolean not null default false,` : sql``}
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      )`.execute(db);
    await sql`create unique index ${sql.id(`${table}_name_active`)} on ${sql.table(table)} (lower(name))
      where deleted_at is null`.execute(db);
  }
  for (const [name, withoutPoint] of categories)
    await sql`insert into expense_categories (name, without_point) values (${name}, ${withoutPoint})`.execute(db);
  for (const name of companies) await sql`insert into companies (name) values (${name})`.execute(db);

  await sql`
    create table advance_rows (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('expense', 'transfer', 'top-up')),
      payment text not null check (payment in ('cash', 'cashless')),
      category_id integer references expense_categories (id),
      company_id integer references companies (id),
      point_id integer references points (id),
      recipient_id integer references users (id),
      amount bigint not null check (amount > 0),
      note text not null default '',
      transfer_id bigint not null references ledger_transfers (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      received_at timestamptz,
      rejected_at timestamptz,
      check ((kind = 'transfer') = (recipient_id is not null)),
      check (received_at is null or rejected_at is null)
    )`.execute(db);
  await sql`create index advance_rows_created on advance_rows (created_at desc, id desc)`.execute(db);
  await sql`create index advance_rows_creator on advance_rows (created_by, created_at desc)`.execute(db);
  await sql`create index advance_rows_waiting on advance_rows (recipient_id)
    where received_at is null and rejected_at is null`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: { 'finance-advance-report': 'write', 'admin-expense-categories': 'read', 'admin-companies': 'read' },
    OFFICE: { 'finance-advance-report': 'write' },
    RMANAGER: { 'finance-advance-report': 'write' },
    PVZ: { 'finance-advance-report': 'write' },
    PPVZ: { 'finance-advance-report': 'write' },
  });
}
