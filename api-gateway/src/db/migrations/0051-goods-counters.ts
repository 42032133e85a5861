import { type Kysely, sql } from 'kysely';

/**
 * What the home pages show of each point (issue 19) kept as the goods change, so that the director's
 * page reads a few rows per point instead of walking the network's parcels (2.7 s on the bench's
 * 1.15 M): `goods_point_counts` holds the parcels on the way to a point and lying at it now,
 * `goods_daily` what each point accepted and handed over (with its income) per Moscow day. Both count
 * the counter's goods (purchase, barcode, shop) that are not deleted, as the turnover does.
 *
 * Statement triggers with transition tables keep them: a bulk change (a whole box sorted, the bench's
 * seed) sums its rows once per statement, and an update that touches none of the counted columns
 * (a cell, a note) writes nothing. The counters are written in key order, so two bulk changes lock
 * them in the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table goods_point_counts (
      point_id integer primary key references points (id),
      on_the_way integer not null default 0,
      at_point integer not null default 0,
      returns_to_ship integer not null default 0
    )`.execute(db);
  await sql`
    create table goods_daily (
      point_id integer not null references points (id),
      day date not null,
      accepted integer not null default 0,
      handed integer not null default 0,
      income bigint not null default 0,
      primary key (point_id, day)
    )`.execute(db);
  // the network's days (the director's chart) without walking every point's history
  await sql`create index goods_daily_day on goods_daily (day)`.execute(db);

  // a goods row as the counters see it, with +1 when it comes in and -1 when it goes out
  await sql`
    create type goods_change as (
      point_id integer, kind text, deleted_at timestamptz, delivered_sc_at timestamptz,
      delivered_pvz_at timestamptz, issued_at timestamptz, outcome text, shipped_at timestamptz, income integer,
      sign integer
    )`.execute(db);

  // PL/pgSQL keeps its statements' plans for the session; as an SQL function they were planned again
  // on every call, 1 ms per changed parcel instead of 0.1 ms
  await sql`
    create function goods_counters_apply(changes goods_change[]) returns void language plpgsql as $$
    begin
      with counted as (
        select * from unnest(changes)
         where point_id is not null and deleted_at is null and kind in ('purchase', 'barcode', 'shop')
      ), live as (
        select point_id,
          coalesce(sum(sign) filter (where issued_at is null and delivered_pvz_at is null and delivered_sc_at is not null), 0)
            as on_the_way,
          coalesce(sum(sign) filter (where issued_at is null and delivered_pvz_at is not null), 0) as at_point,
          coalesce(sum(sign) filter (where shipped_at is null
            and outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution')), 0) as returns_to_ship
        from counted
        group by point_id
      )
      insert into goods_point_counts as c (point_id, on_the_way, at_point, returns_to_ship)
      select * from live where on_the_way <> 0 or at_point <> 0 or returns_to_ship <> 0 order by point_id
      on conflict (point_id) do update
        set on_the_way = c.on_the_way + excluded.on_the_way, at_point = c.at_point + excluded.at_point,
            returns_to_ship = c.returns_to_ship + excluded.returns_to_ship;

      with counted as (
        select * from unnest(changes)
         where point_id is not null and deleted_at is null and kind in ('purchase', 'barcode', 'shop')
      ), days as (
        select point_id, day, sum(accepted) as accepted, sum(handed) as handed, sum(income) as income
        from (
          select point_id, (delivered_pvz_at at time zone 'Europe/Moscow')::date as day,
            sign as accepted, 0 as handed, 0::bigint as income
          from counted where delivered_pvz_at is not null
          union all
          select point_id, (issued_at at time zone 'Europe/Moscow')::date, 0, sign, sign::bigint * income
          from counted where issued_at is not null
        ) flows
        group by point_id, day
      )
      insert into goods_daily as d (point_id, day, accepted, handed, income)
      select * from days where accepted <> 0 or handed <> 0 or income <> 0 order by point_id, day
      on conflict (point_id, day) do update
        set accepted = d.accepted + excluded.accepted, handed = d.handed + excluded.handed,
            income = d.income + excluded.income;
    end $$`.execute(db);

  // the goods_change fields, in order
  const fields = [
    'point_id',
    'kind',
    'deleted_at',
    'delivered_sc_at',
    'delivered_pvz_at',
    'issued_at',
    'outcome',
    'shipped_at',
    'income',
  ];
  const columns = (alias?: string) => sql.raw(fields.map((field) => (alias ? `${alias}.${field}` : field)).join(', '));
  const [oldColumns, newColumns] = [columns('o'), columns('n')];
  await sql`
    create function goods_counters_insert() returns trigger language plpgsql as $$
    begin
      perform goods_counters_apply(array(select (${columns()}, 1)::goods_change from new_rows));
      return null;
    end $$`.execute(db);
  await sql`
    create function goods_counters_delete() returns trigger language plpgsql as $$
    begin
      perform goods_counters_apply(array(select (${columns()}, -1)::goods_change from old_rows));
      return null;
    end $$`.execute(db);
  // only the rows whose counted columns changed: each goes out as it was and comes in as it is
  await sql`
    create function goods_counters_update() returns trigger language plpgsql as $$
    declare
      changes goods_change[];
    begin
      select array_agg(v.change) into changes
        from old_rows o join new_rows n using (id)
        cross join lateral (values ((${oldColumns}, -1)::goods_change), ((${newColumns}, 1)::goods_change)) v (change)
       where (${oldColumns}) is distinct from (${newColumns});
      if changes is not null then
        perform goods_counters_apply(changes);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger goods_counters_insert after insert on goods
    referencing new table as new_rows for each statement execute function goods_counters_insert()`.execute(db);
  await sql`create trigger goods_counters_update after update on goods
    referencing old table as old_rows new table as new_rows for each statement execute function goods_counters_update()`.execute(
    db,
  );
  await sql`create trigger goods_counters_delete after delete on goods
    referencing old table as old_rows for each statement execute function goods_counters_delete()`.execute(db);

  // the goods there are, a point at a time (one array of a whole network's parcels would be large)
  await sql`
    do $$
    declare
      point integer;
    begin
      for point in select id from points order by id loop
        perform goods_counters_apply(array(select (${columns()}, 1)::goods_change from goods where point_id = point));
      end loop;
    end $$`.execute(db);

  // «Истекает срок хранения» per point: counted from an index of only the parcels lying at points
  await sql`create index goods_point_at_point on goods (point_id, delivered_pvz_at)
    where deleted_at is null and issued_at is null and delivered_pvz_at is not null and delivered_sc_at is not null
      and kind in ('purchase', 'barcode', 'shop')`.execute(db);
}
