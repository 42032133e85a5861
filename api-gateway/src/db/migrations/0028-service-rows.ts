import { type Kysely, sql } from 'kysely';
import { grantRolePages } from './role-pages.js';

const R = 'read';
const W = 'write';

/**
 * «Доставка и сортировка» (issues 16 and 18): the service rows of business customers live in the goods
 * table (kind `service`, since 0003); a paid row now says how it was paid and posts its fee to the
 * delivery or the sorting service's ledger account. Withdrawals from those accounts are kept with who
 * got the money. A debtor's public link is a keyed hash of who owes, stored like the order links so
 * that a link is found by an index. The pages go to the director-level roles, the sorting staff mark
 * rows sorted, and the administrators may now write the service columns they could only read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table goods
    add column service_payment text check (service_payment in ('cash', 'online')),
    add constraint goods_service_paid check (kind <> 'service' or (paid_at is null) = (service_payment is null))`.execute(
    db,
  );
  // the table, newest first; the unpaid rows of a customer (debtors); the paid rows by day (balances, calendar)
  await sql`create index goods_service_created on goods (created_at desc, id desc)
    where kind = 'service' and deleted_at is null`.execute(db);
  await sql`create index goods_service_unpaid on goods (client_phone, created_at)
    where kind = 'service' and paid_at is null and deleted_at is null`.execute(db);
  await sql`create index goods_service_paid on goods (paid_at)
    where kind = 'service' and paid_at is not null and deleted_at is null`.execute(db);

  await sql`
    create table service_withdrawals (
      id integer generated always as identity primary key,
      action text not null check (action in ('sorting', 'delivery')),
      payment text not null check (payment in ('cash', 'online')),
      amount bigint not null check (amount > 0),
      recipient_id integer references users (id),
      note text not null default '',
      transfer_id bigint not null references ledger_transfers (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      check ((payment = 'cash') = (recipient_id is not null))
    )`.execute(db);
  await sql`create index service_withdrawals_created on service_withdrawals (action, created_at)`.execute(db);

  // who owes: a customer's phone or `employee:{id}` (0029)
  await sql`create table debtor_links (owner text primary key, link_key text not null)`.execute(db);
  await sql`create index debtor_links_key on debtor_links (link_key)`.execute(db);

  await grantRolePages(db, {
    ADMINISTRATOR: {
      'delivery-rows': W,
      'delivery-summary': R,
      'finance-delivery-balance': W,
      'finance-sort-balance': W,
      'finance-balance-debtors': R,
      'finance-debtors': R,
    },
    OFFICE: {
      'delivery-rows': R,
      'delivery-summary': R,
      'finance-delivery-balance': R,
      'finance-sort-balance': R,
      'finance-balance-debtors': R,
      'finance-debtors': R,
    },
    SORTIROVKA: { 'delivery-rows': W },
  });
  const serviceColumns = {
    name: W,
    fromName: W,
    nameOfAction: R,
    purchaseOfGoods: W,
    percentClient: W,
    amountFromClient: R,
    profit: R,
    dispatchPVZ: W,
    orderPVZ: W,
    sorted: W,
    paid: W,
    additionally: W,
  };
  // the seed gave the administrators these columns to read only, before there was a page to write them
  await sql`update roles set columns = jsonb_set(columns, '{service}',
      coalesce(columns -> 'service', '{}'::jsonb) || ${JSON.stringify(serviceColumns)}::jsonb)
    where code = 'ADMINISTRATOR'`.execute(db);
}
