import fc from 'fast-check';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

/**
 * The home pages read what the goods triggers keep (migration 0051); whatever the goods go through,
 * single rows or whole batches, the kept counters must equal counting the goods themselves.
 */

let database: TestDatabase;
let points: number[];
beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await sql<{ id: number }>`
    insert into points (name) values ('Один'), ('Два'), ('Три') returning id`.execute(database.db);
  points = rows.map((row) => row.id);
});
afterAll(async () => database.drop());

/** moments around Moscow's midnight of two days, so that a day's edge is crossed both ways */
const moment = fc
  .constantFrom('2026-11-24T20:59:59Z', '2026-11-24T21:00:00Z', '2026-11-25T10:00:00Z', '2026-11-25T20:59:59.999Z')
  .map((iso) => new Date(iso));
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const pointIndex = fc.constantFrom(0, 1, 2);
/** which rows a change touches: every second or third, or one of them */
const rowsOf = fc.record({ every: fc.constantFrom(1, 2, 3), offset: fc.nat(2) });

const step = fc.oneof(
  fc.record({
    op: fc.constant('insert' as const),
    count: fc.integer({ min: 1, max: 4 }),
    kind: fc.constantFrom('purchase', 'barcode', 'shop', 'service'),
    point: maybe(pointIndex),
    sc: maybe(moment),
    pvz: maybe(moment),
    income: fc.integer({ min: 0, max: 50_000 }),
  }),
  fc.record({ op: fc.constant('arrive' as const), rows: rowsOf, at: maybe(moment) }),
  fc.record({
    op: fc.constant('hand' as const),
    rows: rowsOf,
    at: moment,
    outcome: fc.constantFrom('cash', 'online', 'refusal-cash', 'defect'),
    income: fc.integer({ min: 0, max: 9_000 }),
  }),
  fc.record({ op: fc.constant('ship' as const), rows: rowsOf, at: maybe(moment) }),
  fc.record({ op: fc.constant('unhand' as const), rows: rowsOf }),
  fc.record({ op: fc.constant('move' as const), rows: rowsOf, point: maybe(pointIndex) }),
  fc.record({ op: fc.constant('kind' as const), rows: rowsOf, kind: fc.constantFrom('purchase', 'service') }),
  fc.record({ op: fc.constant('delete' as const), rows: rowsOf, soft: fc.boolean() }),
  fc.record({ op: fc.constant('restore' as const), rows: rowsOf }),
  fc.record({ op: fc.constant('cell' as const), rows: rowsOf }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function play(steps: readonly Step[]): Promise<void> {
  const db = database.db;
  for (const s of steps) {
    const chosen =
      s.op === 'insert'
        ? sql``
        : sql`id in (select id from goods where id % ${s.rows.every} = ${s.rows.offset % s.rows.every})`;
    switch (s.op) {
      case 'insert': {
        const pointId = s.point === null ? null : points[s.point];
        await sql`
          insert into goods (kind, point_id, delivered_sc_at, delivered_pvz_at, income, created_by, updated_by)
          select ${s.kind}, ${pointId}, ${s.sc}, ${s.pvz}, ${s.income}, 'test', 'test'
            from generate_series(1, ${s.count})`.execute(db);
        break;
      }
      case 'arrive':
        await sql`update goods set delivered_sc_at = coalesce(delivered_sc_at, ${s.at}), delivered_pvz_at = ${s.at}
                   where ${chosen} and issued_at is null`.execute(db);
        break;
      case 'hand':
        await sql`update goods set issued_at = ${s.at}, outcome = ${s.outcome}, income = ${s.income}
                   where ${chosen} and issued_at is null`.execute(db);
        break;
      case 'ship':
        await sql`update goods set shipped_at = ${s.at}, shipped_by = ${s.at === null ? null : 'test'}
                   where ${chosen} and outcome in ('refusal-cash', 'defect')`.execute(db);
        break;
      case 'unhand':
        await sql`update goods set issued_at = null, outcome = null, shipped_at = null, shipped_by = null
                   where ${chosen}`.execute(db);
        break;
      case 'move':
        await sql`update goods set point_id = ${s.point === null ? null : points[s.point]} where ${chosen}`.execute(db);
        break;
      case 'kind':
        await sql`update goods set kind = ${s.kind} where ${chosen}`.execute(db);
        break;
      case 'delete':
        if (s.soft) await sql`update goods set deleted_at = now() where ${chosen}`.execute(db);
        else await sql`delete from goods where ${chosen}`.execute(db);
        break;
      case 'restore':
        await sql`update goods set deleted_at = null where ${chosen}`.execute(db);
        break;
      case 'cell':
        await sql`update goods set cell = coalesce(cell, 0) + 1, notation = 'перемещено' where ${chosen}`.execute(db);
        break;
    }
  }
}

const counted = sql`g.point_id is not null and g.deleted_at is null and g.kind in ('purchase', 'barcode', 'shop')`;

/** The live counters, kept and recounted, per point (zeros left out). */
async function liveCounts() {
  const kept = await sql`
    select point_id, on_the_way, at_point, returns_to_ship from goods_point_counts
     where on_the_way <> 0 or at_point <> 0 or returns_to_ship <> 0 order by point_id`.execute(database.db);
  const recounted = await sql`
    select * from (
      select g.point_id,
        count(*) filter (where g.issued_at is null and g.delivered_pvz_at is null and g.delivered_sc_at is not null)::int
          as on_the_way,
        count(*) filter (where g.issued_at is null and g.delivered_pvz_at is not null)::int as at_point,
        count(*) filter (where g.shipped_at is null
          and g.outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution'))::int as returns_to_ship
        from goods g where ${counted}
       group by g.point_id
    ) live
    where on_the_way <> 0 or at_point <> 0 or returns_to_ship <> 0 order by point_id`.execute(database.db);
  return { kept: kept.rows, counted: recounted.rows };
}

/** The days' counters, kept and recounted, per point and Moscow day (zeros left out). */
async function dailyCounts() {
  const kept = await sql`
    select point_id, to_char(day, 'YYYY-MM-DD') as day, accepted, handed, income::int from goods_daily
     where accepted <> 0 or handed <> 0 or income <> 0 order by point_id, day`.execute(database.db);
  const recounted = await sql`
    select point_id, day, sum(accepted)::int as accepted, sum(handed)::int as handed, sum(income)::int as income
      from (
        select g.point_id, to_char(g.delivered_pvz_at at time zone 'Europe/Moscow', 'YYYY-MM-DD') as day,
          1 as accepted, 0 as handed, 0 as income
          from goods g where ${counted} and g.delivered_pvz_at is not null
        union all
        select g.point_id, to_char(g.issued_at at time zone 'Europe/Moscow', 'YYYY-MM-DD'), 0, 1, g.income
          from goods g where ${counted} and g.issued_at is not null
      ) flows
     group by point_id, day
    having sum(accepted) <> 0 or sum(handed) <> 0 or sum(income) <> 0
     order by point_id, day`.execute(database.db);
  return { kept: kept.rows, counted: recounted.rows };
}

it('any sequence of arrivals, hand-overs, refusals shipped back, moves and deletions keeps the counters equal to the goods', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
      await play(steps);
      const live = await liveCounts();
      expect(live.kept).toEqual(live.counted);
      const daily = await dailyCounts();
      expect(daily.kept).toEqual(daily.counted);
    }),
    { numRuns: 40 },
  );
});
