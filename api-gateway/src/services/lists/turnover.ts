import type { UserScope } from '@pvz/contracts/access';
import type { TurnoverFigures, TurnoverGrouping, TurnoverRow } from '@pvz/contracts/api/goods-lists';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inPointScope } from '../point-scope.js';

export interface TurnoverPlan {
  start: string;
  end: string;
  pvzId?: number;
  scope: UserScope;
  group: TurnoverGrouping;
}

type Numbers = Record<keyof TurnoverFigures, string | null>;

/**
 * The goods and money flows of the caller's points over a period: what was accepted (reached the
 * point), handed over (count, cash and online collected), refused (count, fees), its income, and —
 * not tied to the period — what lies at the point now with its sum due. Read from the counters the
 * goods keep per point and Moscow day (goods_daily_now, goods_point_counts_now,
 * db/migrations/0051-goods-counters.ts: the counter's goods, deleted rows not counted), so a year
 * of the network costs its days, not its parcels. A point or period with nothing in it has no row.
 */
export async function loadTurnover(db: Kysely<Database>, plan: TurnoverPlan) {
  const points = (column: string) => inPointScope(column, plan.scope, plan.pvzId);
  const days = sql`
    select * from goods_daily_now d
     where d.day between ${plan.start}::date and ${plan.end}::date and ${points('d.point_id')}`;
  const stock = sql`select * from goods_point_counts_now c where ${points('c.point_id')}`;
  const flows = sql`
    coalesce(sum(d.accepted), 0) as accepted, coalesce(sum(d.issued), 0) as issued,
    coalesce(sum(d.issued_cash), 0) as "issuedCash", coalesce(sum(d.issued_online), 0) as "issuedOnline",
    coalesce(sum(d.refused), 0) as refused, coalesce(sum(d.refusal_fees), 0) as "refusalFees",
    coalesce(sum(d.income), 0) as income`;
  const moved = sql`(sum(d.accepted) <> 0 or sum(d.issued) <> 0 or sum(d.refused) <> 0)`;
  type Row = Numbers & { point_id: number; point_name: string; period: string | null };
  const rows =
    plan.group === 'none'
      ? // per point over the period, with what lies there now
        sql<Row>`
          with f as (
            select d.point_id, ${flows}, ${moved} as moved from (${days}) d group by d.point_id
          ), s as (${stock})
          select p.id as point_id, p.name as point_name, null::text as period,
            coalesce(f.accepted, 0) as accepted, coalesce(f.issued, 0) as issued,
            coalesce(f."issuedCash", 0) as "issuedCash", coalesce(f."issuedOnline", 0) as "issuedOnline",
            coalesce(f.refused, 0) as refused, coalesce(f."refusalFees", 0) as "refusalFees",
            coalesce(f.income, 0) as income, coalesce(s.at_point, 0) as "atPoint",
            coalesce(s.at_point_due, 0) as "atPointDue"
            from points p
            left join f on f.point_id = p.id
            left join s on s.point_id = p.id
           where f.moved or s.at_point <> 0
           order by p.name, p.id`.execute(db)
      : // per point and day, week or month; what lies at the point belongs to no period
        sql<Row>`
          select p.id as point_id, p.name as point_name,
            to_char(date_trunc(${plan.group}, d.day::timestamp), 'YYYY-MM-DD') as period, ${flows}
            from (${days}) d join points p on p.id = d.point_id
           group by p.id, p.name, 3
          having ${moved}
           order by p.name, p.id, 3`.execute(db);
  const totals = sql<Numbers>`
    select f.*, coalesce(s.at_point, 0) as "atPoint", coalesce(s.at_point_due, 0) as "atPointDue"
      from (select ${flows} from (${days}) d) f
      cross join (select sum(at_point) as at_point, sum(at_point_due) as at_point_due from (${stock}) c) s`.execute(db);
  const [found, total] = await Promise.all([rows, totals]);
  const numbers = (record: Numbers, withStock: boolean): TurnoverFigures => ({
    accepted: Number(record.accepted),
    issued: Number(record.issued),
    issuedCash: Number(record.issuedCash),
    issuedOnline: Number(record.issuedOnline),
    refused: Number(record.refused),
    refusalFees: Number(record.refusalFees),
    atPoint: withStock ? Number(record.atPoint) : null,
    atPointDue: withStock ? Number(record.atPointDue) : null,
    income: Number(record.income),
  });
  return {
    rows: found.rows.map(
      (row): TurnoverRow => ({
        pointId: row.point_id,
        pointName: row.point_name,
        period: row.period,
        ...numbers(row, plan.group === 'none'),
      }),
    ),
    // an aggregate without grouping answers one row
    totals: numbers(total.rows[0] as Numbers, true),
  };
}
