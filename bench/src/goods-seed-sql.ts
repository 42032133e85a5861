import { seedPlan as plan } from './goods-seed-plan.ts';

/**
 * The seed as SQL run inside the server (generate_series), a few big statements in one transaction.
 * Every number here is the bench's own constant, never input. `random()` follows `setseed`, so a seed
 * is the same data every time.
 */

const perPoolClient = plan.poolRows / (plan.points * plan.poolClientsPerPoint);

export const benchSchemaSql = `
  create schema if not exists bench;
  create table if not exists bench.seed (version integer primary key, base_rows integer not null,
    pool_rows integer not null, seeded_at timestamptz not null, seconds numeric not null);
  create table if not exists bench.points (ord integer primary key, point_id integer not null unique);
  create table if not exists bench.pool_points (ord integer primary key, point_id integer not null unique);
  create table if not exists bench.pool (seq integer primary key, goods_id integer not null unique,
    point_id integer not null, phone text not null);
  -- base clients: +79 and nine digits, all below +7983…; pool clients: +7999 and seven digits
  create or replace function bench.client_phone(c integer) returns text immutable language sql
    as $$ select '+79' || lpad((10000000 + c * 4057)::text, 9, '0') $$;
  create or replace function bench.pool_phone(point_ord integer, slot integer) returns text immutable language sql
    as $$ select '+7999' || lpad(((point_ord - 1) * ${plan.poolClientsPerPoint} + slot)::text, 7, '0') $$;`;

export const placesSql = `
  insert into sorting_centers (name, address) values ('Bench СЦ', 'Склад, 1');
  insert into points (name, address, latitude, longitude)
  select 'Bench ПВЗ ' || lpad(n::text, 2, '0'), 'ул. Тестовая, ' || n, 55.7 + n / 1000.0, 37.6 + n / 1000.0
  from generate_series(1, ${plan.points}) n;
  insert into bench.points (ord, point_id)
  select row_number() over (order by id), id from points where name like 'Bench ПВЗ %';
  insert into points (name, address)
  select 'Bench пул ' || lpad(n::text, 2, '0'), 'ул. Сканерная, ' || n from generate_series(1, ${plan.points}) n;
  insert into bench.pool_points (ord, point_id)
  select row_number() over (order by id), id from points where name like 'Bench пул %';`;

/** Money of a row from its price (kopecks) and percentage (basis points), as the product derives it. */
const money = (price: string) => `
  (${price}::bigint * percent_bp / 10000 + ${price})::integer as amount_due,
  (${price}::bigint * percent_bp / 10000)::integer as income`;

/**
 * The goods of the past year that are not lying in a cell now: mostly handed over long ago, some
 * handed over today, some at the sorting centre, ordered or just created, a few deleted.
 */
export const historySql = (rows: number) => `
  insert into goods (kind, client_phone, client_name, point_id, sorting_center_id, marketplace_id, cell,
    product_link, product_name, items_count, price_site, price_program, percent_bp, amount_due, income,
    ordered_at, delivered_sc_at, delivered_pvz_at, issued_at, outcome, collected,
    created_at, created_by, updated_at, updated_by, deleted_at)
  select kind, bench.client_phone(client), 'Клиент ' || client, bp.point_id, sc.id, m.id,
    case when state in ('issued', 'recent') then 1 + client % ${plan.cellsPerPoint} end,
    'https://market.example/p/' || g, 'Товар ' || g, case when kind = 'barcode' then 1 + g % 5 else 0 end,
    case when kind = 'barcode' then 0 else price end, case when kind = 'barcode' then price else 0 end,
    percent_bp, amount_due, income,
    case when state <> 'created' and state <> 'deleted' then created_at + interval '1 hour' end,
    case when state in ('issued', 'recent') then created_at + interval '2 days'
         when state = 'sc' then now() - age * interval '2 days' end,
    case when state in ('issued', 'recent') then created_at + interval '3 days' end,
    case when state = 'issued' then created_at + interval '4 days' + age * interval '1 day'
         when state = 'recent' then now() - age * interval '20 hours' end,
    outcome, case when outcome = 'cash' then amount_due end,
    created_at, 'bench', created_at, 'bench',
    case when state = 'deleted' then created_at + interval '1 hour' end
  from (
    select *,
      case when state in ('issued', 'recent') then
        case when g % 100 < 55 then 'cash' when g % 100 < 92 then 'online'
             when g % 100 < 96 then 'refusal-cash' else 'refusal-online' end end as outcome,
      now() - case state
        when 'issued' then interval '6 days' + age * interval '359 days'
        when 'recent' then interval '4 days' + age * interval '6 days'
        when 'sc' then interval '2 days' + age * interval '12 days'
        when 'ordered' then interval '1 day' + age * interval '10 days'
        when 'created' then age * interval '3 days'
        else age * interval '365 days' end as created_at,
      ${money('price')}
    from (
      select g, (rc * ${plan.clients - 1})::integer as client, ra as age, rm,
        case when rk < 0.80 then 'purchase' when rk < 0.95 then 'barcode' else 'shop' end as kind,
        case when rs < 0.030 then 'sc' when rs < 0.045 then 'ordered' when rs < 0.050 then 'created'
             when rs < 0.056 then 'recent' when rs < 0.061 then 'deleted' else 'issued' end as state,
        (50000 + rp * rp * 2000000)::integer as price,
        500 + (g * 37) % 1000 as percent_bp
      from (select g, random() as rc, random() as ra, random() as rm, random() as rk, random() as rs,
              random() as rp from generate_series(1, ${rows}) g) r
    ) s
  ) x
  join bench.points bp on bp.ord = x.client % ${plan.points} + 1
  join (select id, row_number() over (order by id) - 1 as ord from marketplaces) m on m.ord = (x.rm * 3)::integer % 3
  cross join (select id from sorting_centers where name = 'Bench СЦ') sc`;

/** The parcels lying at the points now: client n of a point has cell n, with two parcels in it. */
export const atPointSql = `
  insert into goods (kind, client_phone, client_name, point_id, sorting_center_id, marketplace_id, cell,
    product_link, product_name, price_site, percent_bp, amount_due, income,
    ordered_at, delivered_sc_at, delivered_pvz_at, created_at, created_by, updated_at, updated_by)
  select case when k = 1 then 'purchase' else 'shop' end, phone, 'Клиент в ячейке', point_id, sc.id,
    (select min(id) from marketplaces), n, 'https://market.example/cell/' || n, 'Товар в ячейке ' || n,
    price, percent_bp, ${money('price')},
    created_at + interval '1 hour', created_at + interval '1 day', now() - random() * interval '1 day',
    created_at, 'bench', created_at, 'bench'
  from (
    select bp.point_id, n, k, bench.client_phone((n - 1) * ${plan.points} + bp.ord - 1) as phone,
      now() - interval '2 days' - random() * interval '8 days' as created_at,
      (50000 + random() * random() * 2000000)::integer as price, 700 as percent_bp
    from bench.points bp, generate_series(1, ${plan.clientsAtPointPerPoint}) n,
      generate_series(1, ${plan.parcelsPerClientAtPoint}) k
  ) x
  cross join (select id from sorting_centers where name = 'Bench СЦ') sc`;

/** Every point's cells; the first ones held by the clients whose parcels lie at the point; pool points' all free. */
export const cellsSql = `
  insert into cells (point_id, number, client_phone)
  select bp.point_id, n,
    case when n <= ${plan.clientsAtPointPerPoint} then bench.client_phone((n - 1) * ${plan.points} + bp.ord - 1) end
  from bench.points bp, generate_series(1, ${plan.cellsPerPoint}) n;
  insert into cells (point_id, number)
  select pp.point_id, n from bench.pool_points pp, generate_series(1, ${plan.cellsPerPoint}) n`;

/** The scan pool: purchases at the sorting centre for the pool points, in a shuffled order the scan run follows. */
export const poolSql = `
  with inserted as (
    insert into goods (kind, client_phone, client_name, point_id, sorting_center_id, marketplace_id,
      product_link, product_name, price_site, percent_bp, amount_due, income,
      ordered_at, delivered_sc_at, created_at, created_by, updated_at, updated_by)
    select 'purchase', bench.pool_phone(bp.ord, (j / ${plan.points}) % ${plan.poolClientsPerPoint}), 'Клиент пула',
      bp.point_id, sc.id, (select min(id) from marketplaces), 'https://market.example/pool/' || j, 'Товар пула ' || j,
      300000, 700, 321000, 21000,
      now() - interval '3 days', now() - interval '1 day', now() - interval '4 days', 'bench',
      now() - interval '1 day', 'bench'
    from generate_series(0, ${plan.poolRows - 1}) j
    join bench.pool_points bp on bp.ord = j % ${plan.points} + 1
    cross join (select id from sorting_centers where name = 'Bench СЦ') sc
    returning id, point_id, client_phone
  )
  insert into bench.pool (seq, goods_id, point_id, phone)
  select row_number() over (order by random()), id, point_id, client_phone from inserted`;

if (!Number.isInteger(perPoolClient)) throw new Error('pool rows must split evenly over pool clients');

/** Registered clients (every n-th base and pool client), with some read notifications of the past. */
export const clientsSql = `
  insert into clients (phone_number, fio, password_hash)
  select bench.client_phone(c), 'Клиент ' || c, 'bench: cannot sign in'
  from generate_series(0, ${plan.clients - 1}, ${plan.registeredEvery}) c
  union all
  select bench.pool_phone(p, slot), 'Клиент пула', 'bench: cannot sign in'
  from generate_series(1, ${plan.points}) p, generate_series(0, ${plan.poolClientsPerPoint - 1}, ${plan.registeredEvery}) slot;
  insert into notifications (phone_number, title, message, created_at, read_at)
  select bench.client_phone(c), 'Заказ', 'Ваш заказ готов к получению', now() - k * interval '40 days',
    now() - k * interval '40 days' + interval '1 hour'
  from generate_series(0, ${plan.clients - 1}, ${plan.registeredEvery}) c, generate_series(1, 2) k`;

/** History the scan appends to: a «created» event per row and old operation ids. */
export const historyOfEventsSql = (adminId: number) => `
  insert into goods_events (goods_id, at, type, actor_id, actor, point_id)
  select id, created_at, 'created', ${adminId}, 'bench', point_id from goods;
  insert into operations (id, actor_id, action, status, result, created_at)
  select gen_random_uuid(), ${adminId}, 'goods.accept', 200, '{}'::jsonb, now() - random() * interval '365 days'
  from generate_series(1, ${plan.oldOperations})`;
