import { type Kysely, sql } from 'kysely';

/**
 * The goods counters of migration 0051, kept on an update by a row trigger instead of a statement
 * trigger (issue 15). An acceptance or a hand-over changes one row, and for one row the statement
 * trigger's transition tables, their EXCEPT ALL and two aggregating inserts were 16 % of PostgreSQL's
 * CPU under the bench's scans (perf; 8 % with this trigger). The row trigger is called only when a
 * counted column changes (its WHEN is checked without calling it) and appends one difference row per
 * point and per day that moved, without aggregating. A bulk update is cheaper too: 10,000 parcels
 * accepted in one statement took 0.77–0.84 s with the statement trigger, 0.51–0.54 s with this one;
 * it leaves a difference row per parcel, which the scheduled fold sums.
 *
 * What a row counts for is written once, in `goods_change_counted`: the row trigger reads it for the
 * row as it was and as it is, `goods_counters_apply` (the statement triggers of insert and delete, and
 * the rebuild) sums it over a statement's rows.
 */
/** the counter's goods kinds, as they were when the counters were made (migration 0051) */
const counterKinds = sql.raw(`('purchase', 'barcode', 'shop')`);
const refusals = sql.raw(`('refusal-cash', 'refusal-online', 'defect', 'substitution')`);
/** the goods columns a counter reads, in the order of the type goods_change */
const counted = [
  'point_id',
  'kind',
  'deleted_at',
  'delivered_sc_at',
  'delivered_pvz_at',
  'issued_at',
  'outcome',
  'shipped_at',
  'income',
  'collected',
  'amount_due',
];
const of = (row: 'old' | 'new') => sql.raw(counted.map((column) => `${row}.${column}`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  // what one row adds to its point's counters (sign 1) or takes from them (sign -1); a row the counters
  // do not count (no point, deleted, not a counter kind) adds nothing and names no point
  await sql`
    create type goods_counted as (
      point_id integer,
      on_the_way integer, at_point integer, at_point_due bigint, returns_to_ship integer,
      accepted_on date, accepted integer,
      issued_on date, issued integer, issued_cash bigint, issued_online bigint, refused integer,
      refusal_fees bigint, income bigint)`.execute(db);
  // one SELECT of one expression, so that the planner inlines it where it is called
  await sql`
    create function goods_change_counted(c goods_change) returns goods_counted language sql stable as $$
      select case when c.point_id is not null and c.deleted_at is null and c.kind in ${counterKinds} then
        row(c.point_id,
          case when c.issued_at is null and c.delivered_pvz_at is null and c.delivered_sc_at is not null
            then c.sign else 0 end,
          case when c.issued_at is null and c.delivered_pvz_at is not null then c.sign else 0 end,
          case when c.issued_at is null and c.delivered_pvz_at is not null
            then c.sign::bigint * coalesce(c.amount_due, 0) else 0 end,
          case when c.shipped_at is null and c.outcome in ${refusals} then c.sign else 0 end,
          (c.delivered_pvz_at at time zone 'Europe/Moscow')::date, c.sign,
          (c.issued_at at time zone 'Europe/Moscow')::date,
          case when c.outcome in ('cash', 'online') then c.sign else 0 end,
          case when c.outcome = 'cash' then c.sign::bigint * coalesce(c.collected, 0) else 0 end,
          case when c.outcome = 'online' then c.sign::bigint * coalesce(c.collected, 0) else 0 end,
          case when c.outcome not in ('cash', 'online') then c.sign else 0 end,
          case when c.outcome not in ('cash', 'online') then c.sign::bigint * coalesce(c.collected, 0) else 0 end,
          c.sign::bigint * coalesce(c.income, 0))::goods_counted
      else row(null, 0, 0, 0, 0, null, 0, null, 0, 0, 0, 0, 0, 0)::goods_counted end
    $$`.execute(db);

  // each change counted once: `offset 0` keeps the planner from pulling the subquery up and computing
  // the whole row again for every field read, which made a rebuild of 300,000 goods seven times slower
  await sql`
    create or replace function goods_counters_apply(changes goods_change[]) returns void language plpgsql as $$
    begin
      with counted as materialized (
        select (x).* from (select goods_change_counted(c) as x from unnest(changes) c offset 0) each_change
         where (x).point_id is not null
      ), live as (
        insert into goods_point_counts_delta (point_id, on_the_way, at_point, at_point_due, returns_to_ship)
        select point_id, sum(on_the_way), sum(at_point), sum(at_point_due), sum(returns_to_ship)
          from counted
         group by point_id
        having sum(on_the_way) <> 0 or sum(at_point) <> 0 or sum(at_point_due) <> 0 or sum(returns_to_ship) <> 0
      ), flows as (
        select point_id, accepted_on as day, accepted, 0 as issued, 0::bigint as issued_cash, 0::bigint as issued_online,
          0 as refused, 0::bigint as refusal_fees, 0::bigint as income
          from counted where accepted_on is not null
        union all
        select point_id, issued_on, 0, issued, issued_cash, issued_online, refused, refusal_fees, income
          from counted where issued_on is not null
      )
      insert into goods_daily_delta
        (point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income)
      select point_id, day, sum(accepted), sum(issued), sum(issued_cash), sum(issued_online), sum(refused),
          sum(refusal_fees), sum(income)
        from flows
       group by point_id, day
      having sum(accepted) <> 0 or sum(issued) <> 0 or sum(issued_cash) <> 0 or sum(issued_online) <> 0
          or sum(refused) <> 0 or sum(refusal_fees) <> 0 or sum(income) <> 0;
    end $$`.execute(db);

  // the row as it was goes out, as it is comes in; at one point (the usual change) as one difference.
  // No grouping: the fold and the readers sum the difference rows anyway.
  await sql`
    create function goods_counters_update_row() returns trigger language plpgsql as $$
    declare
      gone goods_counted := goods_change_counted((${of('old')}, -1)::goods_change);
      came goods_counted := goods_change_counted((${of('new')}, 1)::goods_change);
      same_point boolean := coalesce(gone.point_id = came.point_id, false);
      went goods_counted := gone;
      stays goods_counted := came;
      accepted_moved boolean := not same_point or gone.accepted_on is distinct from came.accepted_on;
      issued_moved boolean := not same_point
        or (gone.issued_on, -gone.issued, -gone.issued_cash, -gone.issued_online, -gone.refused, -gone.refusal_fees,
            -gone.income)
           is distinct from
           (came.issued_on, came.issued, came.issued_cash, came.issued_online, came.refused, came.refusal_fees,
            came.income);
    begin
      if gone.point_id is null and came.point_id is null then
        return null;
      end if;
      if same_point then
        stays.on_the_way := gone.on_the_way + came.on_the_way;
        stays.at_point := gone.at_point + came.at_point;
        stays.at_point_due := gone.at_point_due + came.at_point_due;
        stays.returns_to_ship := gone.returns_to_ship + came.returns_to_ship;
        went.point_id := null;
      end if;
      insert into goods_point_counts_delta (point_id, on_the_way, at_point, at_point_due, returns_to_ship)
      select * from (values
          (went.point_id, went.on_the_way, went.at_point, went.at_point_due, went.returns_to_ship),
          (stays.point_id, stays.on_the_way, stays.at_point, stays.at_point_due, stays.returns_to_ship))
        v (point_id, on_the_way, at_point, at_point_due, returns_to_ship)
       where point_id is not null and (on_the_way <> 0 or at_point <> 0 or at_point_due <> 0 or returns_to_ship <> 0);

      -- a day's flows are written where they moved: to another point, another day or other sums
      if accepted_moved or issued_moved then
        insert into goods_daily_delta
          (point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income)
        select point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income
          from (values
            (accepted_moved, gone.point_id, gone.accepted_on, gone.accepted, 0, 0::bigint, 0::bigint, 0, 0::bigint,
             0::bigint),
            (accepted_moved, came.point_id, came.accepted_on, came.accepted, 0, 0::bigint, 0::bigint, 0, 0::bigint,
             0::bigint),
            (issued_moved, gone.point_id, gone.issued_on, 0, gone.issued, gone.issued_cash, gone.issued_online,
             gone.refused, gone.refusal_fees, gone.income),
            (issued_moved, came.point_id, came.issued_on, 0, came.issued, came.issued_cash, came.issued_online,
             came.refused, came.refusal_fees, came.income))
            v (moved, point_id, day, accepted, issued, issued_cash, issued_online, refused, refusal_fees, income)
         where moved and point_id is not null and day is not null
           and (accepted <> 0 or issued <> 0 or issued_cash <> 0 or issued_online <> 0 or refused <> 0
                or refusal_fees <> 0 or income <> 0);
      end if;
      return null;
    end $$`.execute(db);

  await sql`drop trigger goods_counters_update on goods`.execute(db);
  await sql`drop function goods_counters_update()`.execute(db);
  await sql`create trigger goods_counters_update after update on goods for each row
    when ((${of('old')}) is distinct from (${of('new')}))
    execute function goods_counters_update_row()`.execute(db);
}
