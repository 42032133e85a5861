import type { UserScope } from '@pvz/contracts/access';
import type { TurnoverFigures, TurnoverGrouping, TurnoverRow } from '@pvz/contracts/api/goods-lists';
import { counterKinds } from '@pvz/contracts/goods';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { moscowBucketOf, moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';
import type { Database } from '../../db/schema.js';
import { inPointScope } from '../point-scope.js';

export interface TurnoverPlan {
  start: string;
  end: string;
  pvzId?: number;
  scope: UserScope;
  group: TurnoverGrouping;
}

/** The first Moscow day of the day/week/month a stamp falls in, as text; none when not grouped. */
const bucketOf = (group: TurnoverGrouping, stamp: RawBuilder<unknown>) =>
  group === 'none' ? sql<string | null>`null::text` : moscowBucketOf(group, stamp);

type Numbers = Record<keyof TurnoverFigures, string | null>;

const noFigures: Numbers = {
  accepted: '0',
  issued: '0',
  issuedCash: '0',
  issuedOnline: '0',
  refused: '0',
  refusalFees: '0',
  atPoint: '0',
  atPointDue: '0',
  income: '0',
};

/**
 * The goods and money flows of the caller's points over a period, summed by the database: what was
 * accepted (reached the point), handed over (count, cash and online collected), refused (count,
 * fees), its income, and — not tied to the period — what lies at the point now with its sum due.
 * Every goods kind a point serves counts; deleted rows do not.
 */
export async function loadTurnover(db: Kysely<Database>, plan: TurnoverPlan) {
  const from = moscowDayStart(plan.start);
  const to = moscowDayEnd(plan.end);
  const inPeriod = (column: string) => sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to}`;
  const points = (column: string) => inPointScope(column, plan.scope, plan.pvzId);
  const kinds = [...counterKinds];
  const columns = sql`g.outcome, g.collected, g.amount_due, g.income`;
  // One event row per flow: the acceptance, the hand-over, and the parcel still at the point.
  const events = sql`
    select g.point_id, ${bucketOf(plan.group, sql`g.delivered_pvz_at`)} as period, 'accepted' as flow, ${columns}
      from goods g
     where g.deleted_at is null and g.kind = any(${kinds}::text[]) and ${points('g.point_id')}
       and g.delivered_pvz_at is not null and ${inPeriod('g.delivered_pvz_at')}
    union all
    select g.point_id, ${bucketOf(plan.group, sql`g.issued_at`)}, 'handed', ${columns}
      from goods g
     where g.deleted_at is null and g.kind = any(${kinds}::text[]) and ${points('g.point_id')}
       and g.issued_at is not null and ${inPeriod('g.issued_at')}
    union all
    select g.point_id, null::text, 'at-point', ${columns}
      from goods g
     where g.deleted_at is null and g.kind = any(${kinds}::text[]) and ${points('g.point_id')}
       and g.delivered_pvz_at is not null and g.issued_at is null`;
  const figures = sql`
    count(*) filter (where e.flow = 'accepted') as accepted,
    count(*) filter (where e.flow = 'handed' and e.outcome in ('cash', 'online')) as issued,
    coalesce(sum(e.collected) filter (where e.flow = 'handed' and e.outcome = 'cash'), 0) as "issuedCash",
    coalesce(sum(e.collected) filter (where e.flow = 'handed' and e.outcome = 'online'), 0) as "issuedOnline",
    count(*) filter (where e.flow = 'handed' and e.outcome not in ('cash', 'online')) as refused,
    coalesce(sum(e.collected) filter (where e.flow = 'handed' and e.outcome not in ('cash', 'online')), 0) as "refusalFees",
    count(*) filter (where e.flow = 'at-point') as "atPoint",
    coalesce(sum(e.amount_due) filter (where e.flow = 'at-point'), 0) as "atPointDue",
    coalesce(sum(e.income) filter (where e.flow = 'handed'), 0) as income`;
  // grouped by period, what lies at the point now belongs to no period: it goes to the totals only
  const rowEvents = plan.group === 'none' ? sql`events` : sql`(select * from events where flow <> 'at-point')`;
  const [rows, totals] = await Promise.all([
    sql<Numbers & { point_id: number; point_name: string; period: string | null }>`
      with events as (${events})
      select p.id as point_id, p.name as point_name, e.period, ${figures}
        from ${rowEvents} e join points p on p.id = e.point_id
       group by p.id, p.name, e.period
       order by p.name, e.period nulls first`.execute(db),
    sql<Numbers>`with events as (${events}) select ${figures} from events e`.execute(db),
  ]);
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
  const total = totals.rows[0];
  return {
    rows: rows.rows.map(
      (row): TurnoverRow => ({
        pointId: row.point_id,
        pointName: row.point_name,
        period: row.period,
        ...numbers(row, plan.group === 'none'),
      }),
    ),
    totals: numbers(total ?? noFigures, true),
  };
}
