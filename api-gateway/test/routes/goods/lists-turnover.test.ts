import { goodsListsRoutes, type Turnover } from '@pvz/contracts/api/goods-lists';
import { messages } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { seedGoods } from './lists-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
const seed = (values: Parameters<typeof seedGoods>[1]) => seedGoods(t.database.db, values);
const moscow = (stamp: string) => new Date(`${stamp}T12:00:00+03:00`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ оборота');
  otherPoint = await pointNamed(admin, 'ПВЗ другого оборота');
  const handed = (
    accepted: string,
    issued: string,
    outcome: 'cash' | 'online' | 'refusal-cash' | 'defect',
    collected: number,
    income: number,
  ) =>
    seed({
      pointId: point,
      deliveredScAt: moscow(accepted),
      deliveredPvzAt: moscow(accepted),
      issuedAt: moscow(issued),
      outcome,
      collected,
      income,
      amountDue: collected,
    });
  await handed('2026-03-02', '2026-03-03', 'cash', 1000_00, 100_00);
  await handed('2026-03-02', '2026-03-05', 'refusal-cash', 100_00, 100_00);
  await handed('2026-03-05', '2026-03-05', 'defect', 0, 0);
  // accepted in February, handed over in March: issued, not accepted
  await handed('2026-02-20', '2026-03-10', 'online', 2000_00, 200_00);
  // accepted in March, handed over in April: accepted only
  await handed('2026-03-30', '2026-04-01', 'cash', 300_00, 30_00);
  // at the point now, whenever it came: counted with its sum due
  await seed({
    pointId: point,
    deliveredScAt: moscow('2026-03-04'),
    deliveredPvzAt: moscow('2026-03-05'),
    amountDue: 500_00,
  });
  await seed({
    pointId: point,
    deliveredScAt: moscow('2026-01-04'),
    deliveredPvzAt: moscow('2026-01-05'),
    amountDue: 70_00,
  });
  // deleted rows and rows still on their way do not count
  await seed({
    pointId: point,
    deliveredPvzAt: moscow('2026-03-05'),
    amountDue: 9_00,
    deletedAt: moscow('2026-03-06'),
  });
  await seed({ pointId: point, deliveredScAt: moscow('2026-03-05'), amountDue: 9_00 });
  await seed({
    pointId: otherPoint,
    kind: 'barcode',
    deliveredPvzAt: moscow('2026-03-05'),
    issuedAt: moscow('2026-03-06'),
    outcome: 'cash',
    collected: 50_00,
    income: 5_00,
  });
});
afterAll(async () => t.close());

const turnover = (caller: Client, query: string) => caller.get(`${goodsListsRoutes.turnover}?${query}`);
const march = 'from=2026-03-01&to=2026-03-31';

describe('goods turnover', () => {
  it('sums per point what was accepted, handed over, refused, is at the point, and the income', async () => {
    const response = await turnover(admin, march);
    expect(response.statusCode).toBe(200);
    const answer: Turnover = response.json();
    const mine = answer.rows.find((row) => row.pointId === point);
    expect(mine).toEqual({
      pointId: point,
      pointName: 'ПВЗ оборота',
      period: null,
      accepted: 5,
      issued: 2,
      issuedCash: 1000_00,
      issuedOnline: 2000_00,
      refused: 2,
      refusalFees: 100_00,
      atPoint: 2,
      atPointDue: 570_00,
      income: 400_00,
    });
    expect(answer.rows.find((row) => row.pointId === otherPoint)).toMatchObject({ issued: 1, issuedCash: 50_00 });
    expect(answer.totals).toMatchObject({ accepted: 6, issued: 3, issuedCash: 1050_00, income: 405_00, atPoint: 2 });
    expect([answer.from, answer.to]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('groups by day, week or month, the stock at the point only in the totals', async () => {
    const byDay: Turnover = (await turnover(admin, `${march}&pvzId=${point}&group=day`)).json();
    expect(byDay.rows.map((row) => [row.period, row.accepted, row.issued + row.refused])).toEqual([
      ['2026-03-02', 2, 0],
      ['2026-03-03', 0, 1],
      ['2026-03-05', 2, 2],
      ['2026-03-10', 0, 1],
      ['2026-03-30', 1, 0],
    ]);
    expect(byDay.rows.every((row) => row.atPoint === null)).toBe(true);
    expect(byDay.totals).toMatchObject({ accepted: 5, atPoint: 2, atPointDue: 570_00 });
    const byWeek: Turnover = (await turnover(admin, `${march}&pvzId=${point}&group=week`)).json();
    expect(byWeek.rows.map((row) => row.period)).toEqual(['2026-03-02', '2026-03-09', '2026-03-30']);
    const byMonth: Turnover = (
      await turnover(admin, `from=2026-02-01&to=2026-03-31&pvzId=${point}&group=month`)
    ).json();
    expect(byMonth.rows.map((row) => [row.period, row.accepted])).toEqual([
      ['2026-02-01', 1],
      ['2026-03-01', 5],
    ]);
  });

  it('defaults to the current month', async () => {
    const answer: Turnover = (await turnover(admin, '')).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect(answer.from).toBe(`${today.slice(0, 8)}01`);
    expect(answer.to).toBe(today);
  });

  it('keeps to the caller’s points and refuses a bad period', async () => {
    const operator = await staffWith(t.app, admin, {
      username: 'turnover-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: { 'goods-turnover': 'read' }, columns: {} },
    });
    const mine: Turnover = (await turnover(operator, march)).json();
    expect(mine.rows.map((row) => row.pointId)).toEqual([point]);
    expect(mine.totals.issuedCash).toBe(1000_00);
    expect((await turnover(operator, `pvzId=${otherPoint}`)).statusCode).toBe(403);
    const reversed = await turnover(admin, 'from=2026-03-31&to=2026-03-01');
    expect({ status: reversed.statusCode, error: reversed.json().error }).toEqual({
      status: 400,
      error: messages.periodInvalid,
    });
    expect((await turnover(admin, 'from=2026-13-01')).statusCode).toBe(400);
    expect((await turnover(admin, 'group=year')).statusCode).toBe(400);
  });
});
