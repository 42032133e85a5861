import { balanceRoutes } from '@pvz/contracts/api/balance';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let partner: number;
let own: number;
let operator: Client;
let manager: Client;
let owner: Client;
const ids: Record<string, number> = {};

async function partnerPoint(name: string): Promise<number> {
  const created = await admin.post('/api/reference/points/create', {
    item: { name, address: `${name}, адрес`, latitude: null, longitude: null, isPartner: true },
  });
  expect(created.statusCode).toBe(200);
  return created.json().item.id;
}

/** A parcel of 1 000 ₽ + 10 % handed over for 1 100 ₽ in cash at the point. */
async function handOver(pointId: number, phone: string) {
  const row = await sortedPurchase(admin, pointId, phone, 1000_00);
  await acceptScan(admin, pointId, `1/${row.id}`);
  const issued = await admin.post(goodsRoutes.issue, {
    operationId: op(),
    pvzId: pointId,
    ids: [row.id],
    outcome: 'cash',
  });
  expect(issued.statusCode).toBe(200);
}

const userId = async (username: string) =>
  (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  await pointWithCells(admin, 'ПВЗ для ячеек', 20);
  partner = await partnerPoint('ППВЗ Партнёр');
  own = await pointWithCells(admin, 'ПВЗ свой', 20);
  operator = await staffWith(t.app, admin, { username: 'till', role: 'PPVZ', scope: scopeOf([partner], partner) });
  manager = await staffWith(t.app, admin, { username: 'region', role: 'RMANAGER', scope: scopeOf([partner, own]) });
  owner = await staffWith(t.app, admin, { username: 'owner', role: 'PPVZ', scope: scopeOf([partner], partner) });
  for (const name of ['region', 'owner']) ids[name] = await userId(name);
  for (const phone of ['+79133330001', '+79133330002', '+79133330003']) await handOver(partner, phone);
  await handOver(own, '+79133330004');
});
afterAll(async () => t.close());

const incomeOf = async (caller: Client = manager) => {
  const answer = await caller.get(balanceRoutes.income);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const partnerIncome = async () => (await incomeOf()).partners[0].income;
const managerIncome = async () => (await incomeOf()).managers[0].income;
const cashOf = async (pointId: number) =>
  (await admin.get(`${balanceRoutes.points}?pvzId=${pointId}`)).json().points[0].cash;
const withdraw = (body: Record<string, unknown>, caller: Client = manager) =>
  caller.post(balanceRoutes.withdrawIncome, { operationId: op(), note: 'доход', ...body });
const step = (caller: Client, url: string, id: number) => caller.post(url, { operationId: op(), id });

describe('partner and regional manager income', () => {
  it('accrues 2.5 % of a partner point’s takings to it and 0.5 % of its points’ takings to the manager', async () => {
    const income = await incomeOf();
    // 3 × 1 100 ₽ at the partner: 3 × 27,50 ₽; the manager: 4 × 5,50 ₽ over both points
    expect(income.partners).toEqual([
      {
        point: { id: partner, name: 'ППВЗ Партнёр' },
        income: {
          percent: 2.5,
          earned: 82_50,
          withdrawn: 0,
          reserved: 0,
          available: 82_50,
          earnedInPeriod: 82_50,
        },
      },
    ]);
    expect(income.managers).toEqual([
      { manager: { id: ids.region, name: 'region' }, income: expect.objectContaining({ percent: 0.5, earned: 22_00 }) },
    ]);
    // the partner's staff see their point, and no manager's income
    const seen = await incomeOf(operator);
    expect(seen.partners.map((row: { point: { id: number } }) => row.point.id)).toEqual([partner]);
    expect(seen.managers).toEqual([]);
    const lastYear = (await manager.get(`${balanceRoutes.income}?from=2025-01-01&to=2025-12-31`)).json();
    expect(lastYear.partners[0].income).toMatchObject({ earned: 82_50, earnedInPeriod: 0 });
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('pays a partner’s income out of the box only when the owner confirms receipt, never more than earned', async () => {
    const over = await withdraw({ pvzId: partner, amount: 82_51, recipientId: ids.owner });
    expect({ status: over.statusCode, error: over.json().error }).toEqual({
      status: 422,
      error: messages.incomeOverEarned,
    });
    const notPartner = await withdraw({ pvzId: own, amount: 1_00, recipientId: ids.owner });
    expect({ status: notPartner.statusCode, error: notPartner.json().error }).toEqual({
      status: 422,
      error: messages.incomeNotPartner,
    });
    const noRecipient = await withdraw({ pvzId: partner, amount: 1_00 });
    expect({ status: noRecipient.statusCode, error: noRecipient.json().error }).toEqual({
      status: 400,
      error: messages.incomeRecipientRequired,
    });
    // the partner's own people are offered, and only they receive it
    const offered = (await manager.get(`${balanceRoutes.recipients}?pvzId=${partner}`)).json().recipients;
    expect(offered.map((recipient: { name: string }) => recipient.name)).toEqual(['owner', 'till']);
    // the manager cannot send a partner's income to themselves
    const toManager = await withdraw({ pvzId: partner, amount: 1_00, recipientId: ids.region });
    expect({ status: toManager.statusCode, error: toManager.json().error }).toEqual({
      status: 422,
      error: messages.incomeRecipientNotPartner,
    });
    const byOperator = await withdraw({ pvzId: partner, amount: 1_00, recipientId: ids.owner }, operator);
    expect(byOperator.statusCode).toBe(403);
    for (const amount of [0, -1, 1.5, 1e15]) {
      expect((await withdraw({ pvzId: partner, amount, recipientId: ids.owner })).statusCode).toBe(400);
    }
    const cashBefore = await cashOf(partner);

    const created = await withdraw({ pvzId: partner, amount: 50_00, recipientId: ids.owner });
    expect(created.statusCode).toBe(200);
    const withdrawal = created.json();
    expect(withdrawal).toMatchObject({ purpose: 'partner-income', status: 'requested', amount: 50_00 });
    expect(await partnerIncome()).toMatchObject({ earned: 82_50, reserved: 50_00, available: 32_50 });
    expect(await cashOf(partner)).toMatchObject({ reserved: 50_00, available: cashBefore.available - 50_00 });

    await step(operator, balanceRoutes.handOverWithdrawal, withdrawal.id);
    expect((await step(manager, balanceRoutes.receiveWithdrawal, withdrawal.id)).statusCode).toBe(403);
    expect((await step(owner, balanceRoutes.receiveWithdrawal, withdrawal.id)).json().status).toBe('received');
    expect(await partnerIncome()).toMatchObject({ earned: 82_50, withdrawn: 50_00, reserved: 0, available: 32_50 });
    expect(await cashOf(partner)).toMatchObject({ balance: cashBefore.balance - 50_00, reserved: 0 });
    // the cash went out as payroll
    const payroll = await t.database.db
      .selectFrom('ledger_accounts')
      .select('credits_posted')
      .where('code', '=', `expense:p${partner}:kpayroll`)
      .executeTakeFirstOrThrow();
    expect(Number(payroll.credits_posted)).toBe(50_00);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('lets twenty withdrawals at once take no more than was earned, beside hand-overs at the counter', async () => {
    const { available, earned } = await partnerIncome();
    // two parcels waiting at the partner's counter, handed over while the withdrawals run
    const waiting: number[] = [];
    for (const phone of ['+79133330011', '+79133330012']) {
      const row = await sortedPurchase(admin, partner, phone, 1000_00);
      await acceptScan(admin, partner, `1/${row.id}`);
      waiting.push(row.id);
    }
    const issue = (id: number) =>
      admin.post(goodsRoutes.issue, { operationId: op(), pvzId: partner, ids: [id], outcome: 'cash' });
    const [answers, issued] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => withdraw({ pvzId: partner, amount: 10_00, recipientId: ids.owner })),
      ),
      Promise.all(waiting.map(issue)),
    ]);
    expect(issued.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await partnerIncome()).earned).toBe(earned + 2 * 27_50);
    const taken = answers.filter((answer) => answer.statusCode === 200);
    // at least what was there before the hand-overs, at most with their shares
    expect(taken.length).toBeGreaterThanOrEqual(Math.floor(available / 10_00));
    expect(taken.length).toBeLessThanOrEqual(Math.floor((available + 2 * 27_50) / 10_00));
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 422)).toBe(
      true,
    );
    expect((await partnerIncome()).available).toBe(available + 2 * 27_50 - taken.length * 10_00);
    const { available: left } = await partnerIncome();

    // the director cancels one: its income and its cash are both back
    const cash = await cashOf(partner);
    const cancelled = await step(admin, balanceRoutes.cancelWithdrawal, taken[0]?.json().id);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await partnerIncome()).available).toBe(left + 10_00);
    expect((await cashOf(partner)).available).toBe(cash.available + 10_00);
  });

  it('lets a manager withdraw their own income, from a box of their points, and nobody else’s', async () => {
    const other = await staffWith(t.app, admin, { username: 'other', role: 'RMANAGER', scope: scopeOf([own]) });
    const foreign = await withdraw({ pvzId: own, amount: 1_00, managerId: ids.region }, other);
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({
      status: 403,
      error: messages.incomeOwnOnly,
    });
    const notManager = await withdraw({ pvzId: own, amount: 1_00, managerId: ids.owner });
    expect(notManager.json().error).toBe(messages.incomeManagerUnknown);
    // earned at a point, withdrawn from that point's box: 5,50 ₽ at the own point
    const over = await withdraw({ pvzId: own, amount: 5_51, managerId: ids.region });
    expect(over.json().error).toBe(messages.incomeOverEarned);
    const created = await withdraw({ pvzId: own, amount: 5_50, managerId: ids.region });
    expect(created.json()).toMatchObject({ purpose: 'manager-income', recipient: { id: ids.region } });
    // 6 hand-overs by now: 5 at the partner, 1 at the own point
    expect(await managerIncome()).toMatchObject({ earned: 33_00, reserved: 5_50, available: 27_50 });
  });

  it('takes a new percent from the day the director sets, never today or before', async () => {
    const rate = (caller: Client, body: Record<string, unknown>) => caller.post(balanceRoutes.setIncomeRate, body);
    const today = moscowDay();
    const tomorrow = moscowDay(new Date(Date.now() + 24 * 3600_000));
    expect((await rate(manager, { pvzId: partner, percent: 4, startsOn: tomorrow })).json().error).toBe(
      messages.incomeRateDirector,
    );
    for (const startsOn of ['2020-01-01', today])
      expect((await rate(admin, { pvzId: partner, percent: 4, startsOn })).json().error).toBe(
        messages.incomeRateInPast,
      );
    expect((await rate(admin, { pvzId: partner, percent: 2.555, startsOn: tomorrow })).json().error).toBe(
      messages.incomeRatePercent,
    );
    expect((await rate(admin, { pvzId: own, percent: 4, startsOn: tomorrow })).json().error).toBe(
      messages.incomeNotPartner,
    );
    expect((await rate(admin, { percent: 4, startsOn: tomorrow })).json().error).toBe(messages.incomeEarnerRequired);
    for (const percent of [-1, 101, '4%']) {
      expect((await rate(admin, { pvzId: partner, percent, startsOn: tomorrow })).statusCode).toBe(400);
    }
    const set = await rate(admin, { pvzId: partner, percent: 4, startsOn: tomorrow });
    expect(set.json()).toEqual({ defaultPercent: 2.5, rates: [{ percent: 4, startsOn: tomorrow, setBy: 'admin' }] });
    expect((await partnerIncome()).percent).toBe(2.5);

    // a rate set earlier to start today is in force for today's hand-overs
    const adminId = await userId('admin');
    await t.database.db
      .insertInto('income_rates')
      .values({ point_id: partner, percent_bp: 400, starts_on: today, set_by: adminId })
      .execute();
    const before = await partnerIncome();
    expect(before.percent).toBe(4);
    await handOver(partner, '+79133330005');
    // 4 % of 1 100 ₽
    expect((await partnerIncome()).earned).toBe(before.earned + 44_00);
    const seen = await operator.get(`${balanceRoutes.incomeRates}?pvzId=${partner}`);
    expect(seen.json().rates).toHaveLength(2);
    // whose rates are not the caller's: refused before anything is looked up
    expect((await operator.get(`${balanceRoutes.incomeRates}?managerId=${ids.region}`)).statusCode).toBe(403);
    expect((await operator.get(`${balanceRoutes.incomeRates}?managerId=999999`)).statusCode).toBe(403);
    expect((await operator.get(`${balanceRoutes.incomeRates}?pvzId=${own}`)).statusCode).toBe(403);
    expect(await networkSum(t.database.db)).toBe(0);
  });
});
