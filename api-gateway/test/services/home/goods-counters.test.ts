import type { UserScope } from '@pvz/contracts/access';
import { type TurnoverGrouping, turnoverGroupings } from '@pvz/contracts/api/goods-lists';
import type { HomeDay } from '@pvz/contracts/api/home';
import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { homeDays } from '../../../src/services/home/home-days.js';
import { homePoints } from '../../../src/services/home/home-points.js';
import { foldGoodsCounters } from '../../../src/services/jobs/fold-goods-counters.js';
import { loadTurnover } from '../../../src/services/lists/turnover.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

/**
 * The home pages and the turnover read what the goods triggers keep (migration 0051); whatever the goods go through,
 * single rows or whole batches, folded or not, they and the turnover page must show what counting the
 * goods gives.
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
    due: fc.integer({ min: 0, max: 90_000 }),
  }),
  fc.record({ op: fc.constant('arrive' as const), rows: rowsOf, at: maybe(moment) }),
  fc.record({
    op: fc.constant('hand' as const),
    rows: rowsOf,
    at: moment,
    outcome: fc.constantFrom('cash', 'online', 'refusal-cash', 'defect'),
    income: fc.integer({ min: 0, max: 9_000 }),
    collected: maybe(fc.integer({ min: 0, max: 90_000 })),
  }),
  fc.record({ op: fc.constant('price' as const), rows: rowsOf, due: fc.integer({ min: 0, max: 90_000 }) }),
  fc.record({ op: fc.constant('ship' as const), rows: rowsOf, at: maybe(moment) }),
  fc.record({ op: fc.constant('unhand' as const), rows: rowsOf }),
  fc.record({ op: fc.constant('move' as const), rows: rowsOf, point: maybe(pointIndex) }),
  fc.record({ op: fc.constant('kind' as const), rows: rowsOf, kind: fc.constantFrom('purchase', 'service') }),
  fc.record({ op: fc.constant('delete' as const), rows: rowsOf, soft: fc.boolean() }),
  fc.record({ op: fc.constant('restore' as const), rows: rowsOf }),
  fc.record({ op: fc.constant('cell' as const), rows: rowsOf }),
  fc.record({ op: fc.constant('fold' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function play(steps: readonly Step[]): Promise<void> {
  const db = database.db;
  for (const s of steps) {
    const chosen =
      'rows' in s
        ? sql`id in (select id from goods where id % ${s.rows.every} = ${s.rows.offset % s.rows.every})`
        : sql``;
    switch (s.op) {
      case 'insert': {
        const pointId = s.point === null ? null : points[s.point];
        await sql`
          insert into goods (kind, point_id, delivered_sc_at, delivered_pvz_at, income, amount_due, created_by, updated_by)
          select ${s.kind}, ${pointId}, ${s.sc}, ${s.pvz}, ${s.income}, ${s.due}, 'test', 'test'
            from generate_series(1, ${s.count})`.execute(db);
        break;
      }
      case 'arrive':
        await sql`update goods set delivered_sc_at = coalesce(delivered_sc_at, ${s.at}), delivered_pvz_at = ${s.at}
                   where ${chosen} and issued_at is null`.execute(db);
        break;
      case 'hand':
        await sql`update goods set issued_at = ${s.at}, outcome = ${s.outcome}, income = ${s.income}, collected = ${s.collected}
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
      case 'price':
        await sql`update goods set amount_due = ${s.due} where ${chosen}`.execute(db);
        break;
      case 'fold':
        await db.transaction().execute((trx) => foldGoodsCounters(trx));
        break;
      case 'cell':
        await sql`update goods set cell = coalesce(cell, 0) + 1, notation = 'перемещено' where ${chosen}`.execute(db);
        break;
    }
  }
}

const everywhere: UserScope = { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null };

/** Per point, what the home page shows and what counting the goods gives (points with none left out). */
async function livePerPoint() {
  const shown = (await homePoints(database.db, { scope: everywhere, expiredDays: 5, withReturns: true }))
    .filter((point) => point.onTheWay !== 0 || point.atPoint !== 0 || point.returnsToShip !== 0)
    .map((point) => ({
      point_id: point.id,
      on_the_way: point.onTheWay,
      at_point: point.atPoint,
      returns_to_ship: point.returnsToShip,
    }))
    .sort((a, b) => a.point_id - b.point_id);
  const counted = await sql`
    select * from (
      select g.point_id,
        count(*) filter (where g.issued_at is null and g.delivered_pvz_at is null and g.delivered_sc_at is not null)::int
          as on_the_way,
        count(*) filter (where g.issued_at is null and g.delivered_pvz_at is not null)::int as at_point,
        count(*) filter (where g.shipped_at is null
          and g.outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution'))::int as returns_to_ship
        from goods g
       where g.point_id is not null and g.deleted_at is null and g.kind in ('purchase', 'barcode', 'shop')
       group by g.point_id
    ) live
    where on_the_way <> 0 or at_point <> 0 or returns_to_ship <> 0 order by point_id`.execute(database.db);
  return { shown, counted: counted.rows };
}

const [from, today] = ['2026-11-20', '2026-11-26'];

/**
 * The turnover's figures counted from the goods themselves, per point and Moscow day (`byDay`) or per
 * point over the whole period with what lies there now: the rules the turnover page had when it walked
 * the goods, kept here as the reference.
 */
async function turnoverFromGoods(group: TurnoverGrouping) {
  const byPeriod = group !== 'none';
  const counted = sql`g.point_id is not null and g.deleted_at is null and g.kind in ('purchase', 'barcode', 'shop')`;
  const dayOf = (stamp: string) => sql.raw(`to_char(${stamp} at time zone 'Europe/Moscow', 'YYYY-MM-DD')`);
  const bucketOf = (stamp: string) =>
    byPeriod
      ? sql`to_char(date_trunc(${group}, ${sql.raw(stamp)} at time zone 'Europe/Moscow'), 'YYYY-MM-DD')`
      : sql`null::text`;
  const inPeriod = (stamp: string) => sql`${dayOf(stamp)} between ${from} and ${today}`;
  const { rows } = await sql<Record<string, string | number | null>>`
    with events as (
      select g.point_id, ${bucketOf('g.delivered_pvz_at')} as period, 'accepted' as flow, g.outcome, g.collected,
        g.amount_due, g.income
        from goods g where ${counted} and g.delivered_pvz_at is not null and ${inPeriod('g.delivered_pvz_at')}
      union all
      select g.point_id, ${bucketOf('g.issued_at')}, 'handed', g.outcome, g.collected, g.amount_due, g.income
        from goods g where ${counted} and g.issued_at is not null and ${inPeriod('g.issued_at')}
      union all
      select g.point_id, null, 'at-point', g.outcome, g.collected, g.amount_due, g.income
        from goods g where ${counted} and g.delivered_pvz_at is not null and g.issued_at is null and ${sql.lit(!byPeriod)}
    )
    select point_id as "pointId", period,
      count(*) filter (where flow = 'accepted')::int as accepted,
      count(*) filter (where flow = 'handed' and outcome in ('cash', 'online'))::int as issued,
      coalesce(sum(collected) filter (where flow = 'handed' and outcome = 'cash'), 0)::int as "issuedCash",
      coalesce(sum(collected) filter (where flow = 'handed' and outcome = 'online'), 0)::int as "issuedOnline",
      count(*) filter (where flow = 'handed' and outcome not in ('cash', 'online'))::int as refused,
      coalesce(sum(collected) filter (where flow = 'handed' and outcome not in ('cash', 'online')), 0)::int
        as "refusalFees",
      ${byPeriod ? sql`null::int` : sql`count(*) filter (where flow = 'at-point')::int`} as "atPoint",
      ${byPeriod ? sql`null::int` : sql`coalesce(sum(amount_due) filter (where flow = 'at-point'), 0)::int`} as "atPointDue",
      coalesce(sum(income) filter (where flow = 'handed'), 0)::int as income
      from events
     group by 1, 2
     order by 1, 2`.execute(database.db);
  return rows;
}

/** What the turnover page answers, per point (and day), without the names, in the reference's order. */
async function turnoverShown(group: TurnoverGrouping) {
  const { rows } = await loadTurnover(database.db, { start: from, end: today, scope: everywhere, group });
  return rows
    .map(({ pointName: _, ...row }) => row)
    .sort((a, b) => a.pointId - b.pointId || (a.period ?? '').localeCompare(b.period ?? ''));
}

/** The turnover page's totals, and the reference's rows of the whole period summed. */
async function turnoverTotals() {
  const { totals } = await loadTurnover(database.db, { start: from, end: today, scope: everywhere, group: 'none' });
  const summed: Record<string, number> = Object.fromEntries(Object.keys(totals).map((key) => [key, 0]));
  for (const row of await turnoverFromGoods('none'))
    for (const key of Object.keys(summed)) summed[key] = (summed[key] ?? 0) + Number(row[key]);
  return { shown: totals, counted: summed };
}

/** The chart's days that moved, as the home page shows them and as the goods count them. */
async function chartDays() {
  const shown = (await homeDays(database.db, everywhere, today)).filter(
    (day) => day.accepted !== 0 || day.issued !== 0 || day.income !== 0,
  );
  const days = new Map<string, HomeDay>();
  for (const row of await turnoverFromGoods('day')) {
    const period = String(row.period);
    const day = days.get(period) ?? { day: period, accepted: 0, issued: 0, income: 0 };
    day.accepted += Number(row.accepted);
    day.issued += Number(row.issued) + Number(row.refused);
    day.income = (day.income ?? 0) + Number(row.income);
    days.set(period, day);
  }
  const counted = [...days.values()]
    .filter((day) => day.accepted !== 0 || day.issued !== 0 || day.income !== 0)
    .sort((a, b) => a.day.localeCompare(b.day));
  return { shown, counted };
}

it('any sequence of arrivals, hand-overs, refusals shipped back, moves, deletions and folds keeps the home page and the turnover equal to the goods', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
      await play(steps);
      const live = await livePerPoint();
      expect(live.shown).toEqual(live.counted);
      const days = await chartDays();
      expect(days.shown).toEqual(days.counted);
      for (const group of turnoverGroupings) expect(await turnoverShown(group)).toEqual(await turnoverFromGoods(group));
      const totals = await turnoverTotals();
      expect(totals.shown).toEqual(totals.counted);
    }),
    { numRuns: 40 },
  );
});

it('counts everything again on goods_counters_rebuild(), and forgets everything when the goods are truncated', async () => {
  await play([{ op: 'insert', count: 3, kind: 'purchase', point: 0, sc: null, pvz: new Date(), income: 0, due: 500 }]);
  await sql`update goods_point_counts set at_point = at_point + 7`.execute(database.db);
  await sql`select goods_counters_rebuild()`.execute(database.db);
  const rebuilt = await livePerPoint();
  expect(rebuilt.shown).toEqual(rebuilt.counted);
  expect(rebuilt.shown.length).toBeGreaterThan(0);

  await sql`truncate goods cascade`.execute(database.db);
  expect(await livePerPoint()).toEqual({ shown: [], counted: [] });
  expect(await turnoverShown('day')).toEqual([]);
});

/** The other transaction: on PostgreSQL a second connection held open; PGlite has one connection. */
async function otherTransaction(): Promise<{
  run(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}> {
  if (!database.url) {
    return {
      run: (text, values = []) => database.db.executeQuery(CompiledQuery.raw(text, values)),
      end: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return { run: (text, values) => client.query(text, values), end: () => client.end() };
}

/**
 * A goods transaction appends its changes and locks no counter: another transaction at the same point
 * (a scan beside an open box) and the fold job go on while it is open, and nothing is lost. On
 * PostgreSQL they really overlap; on the embedded database, one connection, the first commits first.
 */
it(`leaves a point’s other goods transactions and the fold free while one is open (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const [first, second] = points as [number, number];
  const { rows } = await sql<{ id: number }>`
    insert into goods (kind, point_id, delivered_sc_at, created_by, updated_by)
    values ('purchase', ${first}, now(), 'test', 'test'), ('purchase', ${first}, now(), 'test', 'test'),
           ('purchase', ${second}, now(), 'test', 'test')
    returning id`.execute(database.db);
  const [a, b, c] = rows.map((row) => row.id) as [number, number, number];
  const other = await otherTransaction();
  try {
    await other.run('begin');
    await other.run('update goods set delivered_pvz_at = now() where id = $1', [a]);
    await other.run('update goods set delivered_pvz_at = now() where id = $1', [c]);
    if (!onPostgres) await other.run('commit');
    // would wait for the open transaction if the counters were locked: the lock timeout says so
    await database.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      await sql`update goods set delivered_pvz_at = now() where id = ${b}`.execute(trx);
      await foldGoodsCounters(trx);
    });
    if (onPostgres) await other.run('commit');
  } finally {
    await other.end();
  }
  const before = await livePerPoint();
  expect(before.shown).toEqual(before.counted);
  await database.db.transaction().execute((trx) => foldGoodsCounters(trx));
  const after = await livePerPoint();
  expect(after.shown).toEqual(after.counted);
  expect(await sql`select 1 from goods_point_counts_delta`.execute(database.db)).toMatchObject({ rows: [] });
});
