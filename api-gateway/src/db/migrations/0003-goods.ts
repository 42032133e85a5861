import { type Kysely, sql } from 'kysely';

/**
 * Goods: one table for the four kinds (they share the life cycle, the cells and the hand-over), the
 * append-only history of every step, the operation ids that make a scan or a button safe to repeat,
 * and the clients' notifications. Money is integer kopecks; percentages basis points.
 */

const R = 'read';
const W = 'write';

/** The goods pages the seeded roles get; what ADMIN already set for a role wins. */
const goodsPages: Record<string, Record<string, string>> = {
  ADMINISTRATOR: {
    'goods-acceptance': W,
    'goods-issue': W,
    'goods-purchase': W,
    'goods-barcode': W,
    'goods-shop': W,
  },
  PVZ: { 'goods-acceptance': W, 'goods-issue': W, 'goods-purchase': R, 'goods-barcode': R, 'goods-shop': R },
  PPVZ: { 'goods-acceptance': W, 'goods-issue': W, 'goods-purchase': R, 'goods-barcode': R, 'goods-shop': R },
  RMANAGER: { 'goods-issue': R, 'goods-purchase': R, 'goods-barcode': R, 'goods-shop': R },
  SORTIROVKA: { 'goods-purchase': W, 'goods-barcode': W },
};

type Levels = Record<string, Record<string, string>>;

/**
 * The barcode kind's columns got their own names (its "link" was the marketplace and its "name" the
 * number of goods) and lost the extra income it never earned; purchases show their marketplace.
 */
function renameColumns(columns: Levels): Levels {
  const next: Levels = { ...columns };
  if (columns.barcode) {
    const { productLink, productName, deliveredKGT: _, ...rest } = columns.barcode;
    next.barcode = {
      ...rest,
      ...(productLink && { marketplace: productLink }),
      ...(productName && { itemsCount: productName }),
    };
  }
  if (columns.purchase?.productLink && !columns.purchase.marketplace) {
    next.purchase = { ...columns.purchase, marketplace: columns.purchase.productLink };
  }
  return next;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const roles = await sql<{ code: string; pages: Record<string, string>; columns: Levels }>`
    select code, pages, columns from roles`.execute(db);
  for (const role of roles.rows) {
    const pages = { ...goodsPages[role.code], ...role.pages };
    await sql`update roles set pages = ${JSON.stringify(pages)}::jsonb, columns = ${JSON.stringify(renameColumns(role.columns))}::jsonb
      where code = ${role.code}`.execute(db);
  }
  const users = await sql<{ id: number; overrides: { pages: Record<string, string>; columns: Levels } }>`
    select id, overrides from users`.execute(db);
  for (const user of users.rows) {
    const overrides = { ...user.overrides, columns: renameColumns(user.overrides.columns ?? {}) };
    await sql`update users set overrides = ${JSON.stringify(overrides)}::jsonb where id = ${user.id}`.execute(db);
  }

  await sql`
    create table goods (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('purchase', 'barcode', 'service', 'shop')),
      -- the id of a purchase in the product before this one: its old labels still scan
      old_id integer unique,
      client_phone text,
      client_name text not null default '',
      -- destination pick-up point and the sorting centre the order goes to (purchase, barcode, shop)
      point_id integer references points (id),
      sorting_center_id integer references sorting_centers (id),
      -- a service row's own destinations
      delivery_point_id integer references pvz_delivery (id),
      delivery_center_id integer references sorting_centers_delivery (id),
      order_account_id integer references order_accounts (id),
      marketplace_id integer references marketplaces (id),
      cell integer check (cell > 0),
      product_link text not null default '',
      product_name text not null default '',
      notation text not null default '',
      items_count integer not null default 0 check (items_count >= 0),
      action text check (action in ('sorting', 'delivery')),
      price_site integer not null default 0 check (price_site between 0 and 1000000000),
      price_program integer not null default 0 check (price_program between 0 and 1000000000),
      goods_value integer not null default 0 check (goods_value between 0 and 1000000000),
      prepayment integer not null default 0 check (prepayment between 0 and 1000000000),
      percent_bp integer not null default 0 check (percent_bp between 0 and 10000),
      extra_income integer not null default 0 check (extra_income between 0 and 1000000000),
      amount_due integer not null default 0,
      income integer not null default 0,
      prepaid boolean not null default true,
      ordered_at timestamptz,
      delivered_sc_at timestamptz,
      delivered_pvz_at timestamptz,
      issued_at timestamptz,
      outcome text check (outcome in ('cash', 'online', 'refusal-cash', 'refusal-online', 'defect', 'substitution')),
      -- what was really taken at hand-over (cash rounded to the step)
      collected integer,
      sorted_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      created_by text not null,
      updated_at timestamptz not null default now(),
      updated_by text not null,
      deleted_at timestamptz,
      check ((issued_at is null) = (outcome is null))
    )`.execute(db);
  // A point's tables: its rows of a kind, newest first.
  await sql`create index goods_point_kind on goods (point_id, kind, created_at desc) where deleted_at is null`.execute(
    db,
  );
  // The full lists of a kind, newest first.
  await sql`create index goods_kind_created on goods (kind, created_at desc) where deleted_at is null`.execute(db);
  // A client's parcels: hand-over, phone auto-fill, the client's cabinet.
  await sql`create index goods_phone on goods (client_phone, point_id) where deleted_at is null`.execute(db);
  // Phone auto-fill from the last four digits.
  await sql`create index goods_phone_last4 on goods (right(client_phone, 4)) where deleted_at is null`.execute(db);
  // What lies in a cell now: frees the cell once the last of it is handed over.
  await sql`create index goods_in_cell on goods (point_id, cell)
    where delivered_pvz_at is not null and issued_at is null and deleted_at is null`.execute(db);

  await sql`
    create table goods_events (
      id bigint generated always as identity primary key,
      goods_id integer not null references goods (id),
      at timestamptz not null default now(),
      type text not null,
      actor_id integer references users (id),
      actor text not null,
      point_id integer references points (id),
      scan text,
      operation_id uuid,
      details jsonb
    )`.execute(db);
  await sql`create index goods_events_goods on goods_events (goods_id, id)`.execute(db);

  await sql`
    create table operations (
      id uuid primary key,
      actor_id integer references users (id),
      action text not null,
      status integer not null,
      result jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table notifications (
      id bigint generated always as identity primary key,
      phone_number text,
      username text,
      title text not null,
      message text not null,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      check ((phone_number is null) <> (username is null))
    )`.execute(db);
  await sql`create index notifications_phone on notifications (phone_number, created_at desc) where phone_number is not null`.execute(
    db,
  );
}
