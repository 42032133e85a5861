import { type Kysely, sql } from 'kysely';

/**
 * What the home pages and the turnover show of each point (issue 19) kept as the goods change, so that
 * they read a few rows per point instead of walking the network's parcels (the director's page took
 * 2.7 s on the bench's 1.15 M): per point the parcels on the way, lying at it (with their sum due) and
 * refused but not shipped back; per point and Moscow day what it accepted, handed over for cash or
 * online (with what was collected) and refused (with the fees), and the income. They count the
 * counter's goods (purchase, barcode, shop) that are not deleted.
 *
 * Statement triggers with transition tables keep them: a bulk change (a whole box sorted, the bench's
 * seed) sums its rows once per statement, and an update that touches none of the counted columns
 * (a cell, a note) writes nothing. A goods transaction only appends its changes to the `_delta`
 * tables, which have no key: it locks no counter, so scans, boxes and hand-overs at one point neither
 * wait for each other there nor deadlock with the locks they take in their own order. Readers read the
 * counters and the deltas together in one statement (the `_now` views); a scheduled job folds the deltas into the counters
 * (`goods_counters_fold`), alone under the job's lock.
 */
/** the counter's goods kinds, as they were when the counters were made */
const counterKinds = sql.raw(`('purchase', 'barcode', 'shop')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  // the deltas have no foreign key either: checking it would lock the point's row in every goods write
  const live = sql.raw(`
      point_id integer not null,
      on_the_way integer not null default 0,
      at_point integer not null default 0,
      at_point_due bigint not null default 0,
      returns_to_ship integer not null default 0`);
  const daily = sql.raw(`
      point_id integer not null,
      day date not null,
      accepted integer not null default 0,
      issued integer not null default 0,
      issued_cash bigint not null default 0,
      issued_online bigint not null default 0,
      refused integer not null default 0,
      refusal_fees bigint not null default 0,
      income bigint not null default 0`);
  await sql`create table goods_point_counts (${live}, primary key (point_id),
    foreign key (point_id) references points (id))`.execute(db);
  await sql`create table goods_daily (${daily}, primary key (point_id, day),
    foreign key (point_id) references points (id))`.execute(db);
  // the network's days (the director's chart) without walking every point's history
  await sql`create index goods_daily_day on goods_daily (day)`.execute(db);
  await sql`create table goods_point_counts_delta (${live})`.execute(db);
  await sql`create table goods_daily_delta (${daily})`.execute(db);
  // what the readers read: the counters with the changes not folded in yet, in one statement's snapshot
  await sql`create view goods_point_counts_now as
    select point_id, sum(on_the_way)::int as on_the_way, sum(at_point)::int as at_point,
      sum(at_point_due)::bigint as at_point_due, sum(returns_to_ship)::int as returns_to_ship
    from (select * from goods_point_counts union all select * from goods_point_counts_delta) kept
    group by point_id`.execute(db);
  await sql`create view goods_daily_now as
    select * from goods_daily union all select * from goods_daily_delta`.execute(db);

  // a goods row as the counters see it, with +1 when it comes in and -1 when it goes out
  const fields = {
    point_id: 'integer',
    kind: 'text',
    deleted_at: 'timestamptz',
    delivered_sc_at: 'timestamptz',
    delivered_pvz_at: 'timestamptz',
    issued_at: 'timestamptz',
    outcome: 'text',
    shipped_at: 'timestamptz',
    income: 'integer',
    collected: 'integer',
    amount_due: 'integer',
  };
  const columns = sql.raw(Object.keys(fields).join(', '));
  const typed = sql.raw(
    Object.entries(fields)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  await sql`create type goods_change as (${typed}, sign integer)`.execute(db);

  // PL/pgSQL keeps its statements' plans for the session; as an SQL function they were planned again
  // on every call, 1 ms per accepted parcel instead of 0.1 ms
  await sql`
    create function goods_counters_apply(changes goods_change[]) returns void language plpgsql as $$
    declare
      counted goods_change[] := array(
        select c from unnest(changes) c
         where c.point_id is not null and c.deleted_at is null and c.kind in ${counterKinds});
    begin
      with live as (
        select point_id,
          coalesce(sum(sign) filter (where issued_at is null and delivered_pvz_at is null and delivered_sc_at is not null), 0)
            as on_the_way,
          coalesce(sum(sign) filter (where issued_at is null and delivered_pvz_at is not null), 0) as at_point,
          coalesce(sum(sign::bigint * amount_due) filter (where issued_at is null and delivered_pvz_at is not null), 0)
            as at_point_due,
          coalesce(sum(sign) filter (where shipped_at is null
            and outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution')), 0) as returns_to_ship
        from unnest(counted)
        group by point_id
      )
      insert into goods_point_counts_delta (point_id, on_the_way, at_point, at_point_due, returns_to_ship)
      select * from live where on_the_way <> 0 or at_point <> 0 or at_point_due <> 0 or returns_to_ship <> 0;

      with flows as (
        select point_id, (delivered_pvz_at at time zone 'Europe/Moscow')::date as day, sign, true as accepting,
          null::text as outcome, 0::bigint as collected, 0::bigint as income
        from unnest(counted) where delivered_pvz_at is not null
        union all
        select point_id, (issued_at at time zone 'Europe/Moscow')::date, sign, false, outcome,
          sign::bigint * coalesce(collected, 0), sign::bigint * income
        from unnest(counted) where issued_at is not null
      ), days as (
        select point_id, day,
          coalesce(sum(sign) filter (where accepting), 0) as accepted,
          coalesce(sum(sign) filter (where outcome in ('cash', 'online')), 0) as issued,
          coalesce(sum(collected) filter (where outcome = 'cash'), 0) as issued_cash,
          coalesce(sum(collected) filter (where outcome = 'online'), 0) as issued_online,
          coalesce(sum(sign) filter (where outcome not in ('cash', 'online')), 0) as refused,
          coalesce(sum(collected) filter (where outcome not in ('cash', 'online')), 0) as refusal_fees,
          coalesce(sum(income), 0) as income
        from flows
        group by point_id, day
      )
      insert into goods_daily_delta
        (point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income)
      select * from days
       where accepted <> 0 or issued <> 0 or issued_cash <> 0 or issued_online <> 0 or refused <> 0
          or refusal_fees <> 0 or income <> 0;
    end $$`.execute(db);

  // the deltas committed so far into the counters, in key order; answers how many delta rows it took
  await sql`
    create function goods_counters_fold() returns integer language plpgsql as $$
    declare
      live_rows integer;
      day_rows integer;
    begin
      with moved as (delete from goods_point_counts_delta returning *), summed as (
        select point_id, sum(on_the_way) as on_the_way, sum(at_point) as at_point, sum(at_point_due) as at_point_due,
          sum(returns_to_ship) as returns_to_ship, count(*) as n
        from moved group by point_id
      ), folded as (
        insert into goods_point_counts as c (point_id, on_the_way, at_point, at_point_due, returns_to_ship)
        select point_id, on_the_way, at_point, at_point_due, returns_to_ship from summed order by point_id
        on conflict (point_id) do update
          set on_the_way = c.on_the_way + excluded.on_the_way, at_point = c.at_point + excluded.at_point,
              at_point_due = c.at_point_due + excluded.at_point_due,
              returns_to_ship = c.returns_to_ship + excluded.returns_to_ship
      )
      select coalesce(sum(n), 0) into live_rows from summed;

      with moved as (delete from goods_daily_delta returning *), summed as (
        select point_id, day, sum(accepted) as accepted, sum(issued) as issued, sum(issued_cash) as issued_cash,
          sum(issued_online) as issued_online, sum(refused) as refused, sum(refusal_fees) as refusal_fees,
          sum(income) as income, count(*) as n
        from moved group by point_id, day
      ), folded as (
        insert into goods_daily as d
          (point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income)
        select point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income
          from summed order by point_id, day
        on conflict (point_id, day) do update
          set accepted = d.accepted + excluded.accepted, issued = d.issued + excluded.issued,
              issued_cash = d.issued_cash + excluded.issued_cash,
              issued_online = d.issued_online + excluded.issued_online, refused = d.refused + excluded.refused,
              refusal_fees = d.refusal_fees + excluded.refusal_fees, income = d.income + excluded.income
      )
      select coalesce(sum(n), 0) into day_rows from summed;
      return live_rows + day_rows;
    end $$`.execute(db);

  await sql`
    create function goods_counters_insert() returns trigger language plpgsql as $$
    begin
      perform goods_counters_apply(array(select (${columns}, 1)::goods_change from new_rows));
      return null;
    end $$`.execute(db);
  await sql`
    create function goods_counters_delete() returns trigger language plpgsql as $$
    begin
      perform goods_counters_apply(array(select (${columns}, -1)::goods_change from old_rows));
      return null;
    end $$`.execute(db);
  // only what changed in the counted columns: the rows as they were go out, as they are come in
  await sql`
    create function goods_counters_update() returns trigger language plpgsql as $$
    declare
      changes goods_change[];
    begin
      select array_agg(change) into changes from (
        select (${columns}, -1)::goods_change as change
          from (select ${columns} from old_rows except all select ${columns} from new_rows) gone
        union all
        select (${columns}, 1)::goods_change
          from (select ${columns} from new_rows except all select ${columns} from old_rows) came
      ) moved;
      if changes is not null then
        perform goods_counters_apply(changes);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function goods_counters_clear() returns trigger language plpgsql as $$
    begin
      -- delete, not truncate: a TRUNCATE naming these tables too would find them in use
      delete from goods_point_counts;
      delete from goods_daily;
      delete from goods_point_counts_delta;
      delete from goods_daily_delta;
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
  await sql`create trigger goods_counters_truncate after truncate on goods
    for each statement execute function goods_counters_clear()`.execute(db);

  // Counts everything again from the goods, a point at a time (one array of a whole network's parcels
  // would be large): here for the goods there are, and for whoever restores goods without triggers.
  await sql`
    create function goods_counters_rebuild() returns void language plpgsql as $$
    declare
      point integer;
    begin
      lock table goods in share mode;
      truncate goods_point_counts, goods_daily, goods_point_counts_delta, goods_daily_delta;
      for point in select id from points order by id loop
        perform goods_counters_apply(array(select (${columns}, 1)::goods_change from goods
          where point_id = point and deleted_at is null and kind in ${counterKinds}));
      end loop;
      perform goods_counters_fold();
    end $$`.execute(db);
  await sql`select goods_counters_rebuild()`.execute(db);

  // «Истекает срок хранения» per point: counted from an index of only the parcels lying at points
  await sql`create index goods_point_at_point on goods (point_id, delivered_pvz_at)
    where deleted_at is null and issued_at is null and delivered_pvz_at is not null and delivered_sc_at is not null
      and kind in ${counterKinds}`.execute(db);
}
