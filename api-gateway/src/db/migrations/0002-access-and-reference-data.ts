import { type Kysely, sql } from 'kysely';

/**
 * Default access structures of the seeded staff roles (DOMAIN.md §3, LEGACY-NOTES §5): the pages
 * that exist at this migration and the column levels of each goods kind. ADMIN needs none (it has
 * everything); ADMIN edits all of it later.
 */
const R = 'read';
const W = 'write';

const operatorColumns = {
  cell: R,
  fromName: R,
  name: R,
  productName: R,
  productLink: R,
  notation: R,
  prepayment: R,
  amountFromClient: R,
  dispatchPVZ: R,
  deliveredSC: R,
  deliveredPVZ: W,
  issued: W,
  additionally: W,
  clientLink: R,
};
const sortingColumns = { cell: R, fromName: R, productName: R, dispatchPVZ: R, orderPVZ: R, deliveredSC: W };

const roleDefaults: Record<string, { pages: Record<string, string>; columns: Record<string, Record<string, string>> }> =
  {
    ADMINISTRATOR: {
      pages: { 'admin-cells': R, 'admin-phone-numbers': W, 'admin-order-accounts': R },
      columns: {
        purchase: {
          ...operatorColumns,
          priceSite: W,
          percentClient: R,
          deliveredKGT: W,
          orderPVZ: W,
          orderAccount: W,
          prepaid: W,
          deliveredSC: W,
          productName: W,
          productLink: W,
          notation: W,
          prepayment: W,
          profit: R,
        },
        barcode: { ...operatorColumns, priceProgram: W, percentClient: R, orderPVZ: W, deliveredSC: W, profit: R },
        service: {
          name: R,
          fromName: R,
          nameOfAction: R,
          purchaseOfGoods: R,
          amountFromClient: R,
          dispatchPVZ: R,
          orderPVZ: R,
        },
        shop: { ...operatorColumns, priceSite: R },
      },
    },
    PVZ: {
      pages: { 'admin-cells': R },
      columns: { purchase: operatorColumns, barcode: operatorColumns, shop: operatorColumns },
    },
    PPVZ: {
      pages: { 'admin-cells': R },
      columns: { purchase: operatorColumns, barcode: operatorColumns, shop: operatorColumns },
    },
    RMANAGER: {
      pages: { 'admin-cells': R },
      columns: {
        purchase: { ...operatorColumns, deliveredPVZ: R, issued: R, additionally: R },
        barcode: { ...operatorColumns, deliveredPVZ: R, issued: R, additionally: R },
        shop: { ...operatorColumns, deliveredPVZ: R, issued: R, additionally: R },
      },
    },
    SORTIROVKA: {
      pages: {},
      columns: {
        purchase: sortingColumns,
        barcode: sortingColumns,
        service: { name: R, fromName: R, orderPVZ: R, sorted: W },
      },
    },
  };

async function namedPlaces(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    create table ${sql.table(table)} (
      id integer generated always as identity primary key,
      name text not null,
      address text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index ${sql.id(`${table}_name_active`)} on ${sql.table(table)} (lower(name)) where deleted_at is null`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roles add column columns jsonb not null default '{}', add column deleted_at timestamptz`.execute(
    db,
  );
  for (const [code, access] of Object.entries(roleDefaults)) {
    await sql`update roles set pages = ${JSON.stringify(access.pages)}::jsonb, columns = ${JSON.stringify(access.columns)}::jsonb where code = ${code}`.execute(
      db,
    );
  }

  await sql`
    create table points (
      id integer generated always as identity primary key,
      name text not null,
      address text not null default '',
      latitude double precision,
      longitude double precision,
      is_partner boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index points_name_active on points (lower(name)) where deleted_at is null`.execute(db);

  await sql`
    create table cells (
      id integer generated always as identity primary key,
      point_id integer not null references points (id),
      number integer not null check (number > 0),
      client_phone text,
      created_at timestamptz not null default now(),
      unique (point_id, number)
    )`.execute(db);

  await namedPlaces(db, 'sorting_centers');
  await namedPlaces(db, 'pvz_delivery');
  await namedPlaces(db, 'sorting_centers_delivery');

  await sql`
    create table marketplaces (
      id integer generated always as identity primary key,
      name text not null,
      hosts text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index marketplaces_name_active on marketplaces (lower(name)) where deleted_at is null`.execute(
    db,
  );
  await sql`
    insert into marketplaces (name, hosts) values
      ('Ozon', '{ozon.ru}'),
      ('Wildberries', '{wildberries.ru,wb.ru}'),
      ('Яндекс Маркет', '{market.yandex.ru}')`.execute(db);

  await sql`
    create table point_percents (
      point_id integer not null references points (id),
      marketplace_id integer not null references marketplaces (id),
      kind text not null check (kind in ('purchase', 'barcode', 'service')),
      -- hundredths of a percent: 1000 = 10 %
      percent_bp integer not null check (percent_bp between 0 and 10000),
      primary key (point_id, marketplace_id, kind)
    )`.execute(db);

  await sql`
    create table phone_numbers (
      id integer generated always as identity primary key,
      phone_number text not null,
      address text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index phone_numbers_active on phone_numbers (phone_number) where deleted_at is null`.execute(
    db,
  );

  await sql`
    create table order_accounts (
      id integer generated always as identity primary key,
      name text not null,
      phone text not null default '',
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create unique index order_accounts_name_active on order_accounts (lower(name)) where deleted_at is null`.execute(
    db,
  );

  await sql`
    alter table users
      add column all_points boolean not null default false,
      add column sorting_center_id integer references sorting_centers (id),
      add column home_point_id integer references points (id),
      add column overrides jsonb not null default '{"pages": {}, "columns": {}}'`.execute(db);
  await sql`
    create table user_points (
      user_id integer not null references users (id) on delete cascade,
      point_id integer not null references points (id),
      primary key (user_id, point_id)
    )`.execute(db);
  await sql`create index user_points_point on user_points (point_id)`.execute(db);

  await sql`
    create table settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id integer references users (id),
      actor text not null,
      entity text not null,
      entity_id text not null,
      action text not null check (action in ('create', 'update', 'delete')),
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_log_at on audit_log (at desc)`.execute(db);
  await sql`create index audit_log_entity on audit_log (entity, at desc)`.execute(db);
}
