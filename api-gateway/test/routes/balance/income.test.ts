import { balanceRoutes } from '@pvz/contracts/api/balance';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import type { Kysely } from 'kysely';
import { postIncomeHistory } from '../../../src/db/migrations/0025-income.js';
import { pointMoneyAccounts } from '../../../src/services/ledger/goods-money.js';
import { transfer } from '../../../src/services/ledger/transfers.js';
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

  it('lets twenty withdrawals at once take no more than was earned', async () => {
    const { available } = await partnerIncome();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw({ pvzId: partner, amount: 10_00, recipientId: ids.owner })),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(Math.floor(available / 10_00));
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 422)).toBe(
      true,
    );
    expect((await partnerIncome()).available).toBe(available - taken.length * 10_00);

    // the director cancels one: its income and its cash are both back
    const cash = await cashOf(partner);
    const cancelled = await step(admin, balanceRoutes.cancelWithdrawal, taken[0]?.json().id);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await partnerIncome()).available).toBe(available - (taken.length - 1) * 10_00);
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
    const over = await withdraw({ pvzId: own, amount: 22_01, managerId: ids.region });
    expect(over.json().error).toBe(messages.incomeOverEarned);
    const created = await withdraw({ pvzId: own, amount: 22_00, managerId: ids.region });
    expect(created.json()).toMatchObject({ purpose: 'manager-income', recipient: { id: ids.region } });
    expect(await managerIncome()).toMatchObject({ reserved: 22_00, available: 0 });
  });

  it('takes a new percent from the day the director sets, never for the past', async () => {
    const rate = (caller: Client, body: Record<string, unknown>) => caller.post(balanceRoutes.setIncomeRate, body);
    const today = moscowDay();
    expect((await rate(manager, { pvzId: partner, percent: 4, startsOn: today })).json().error).toBe(
      messages.incomeRateDirector,
    );
    expect((await rate(admin, { pvzId: partner, percent: 4, startsOn: '2020-01-01' })).json().error).toBe(
      messages.incomeRateInPast,
    );
    expect((await rate(admin, { pvzId: partner, percent: 2.555, startsOn: today })).json().error).toBe(
      messages.incomeRatePercent,
    );
    expect((await rate(admin, { pvzId: own, percent: 4, startsOn: today })).json().error).toBe(
      messages.incomeNotPartner,
    );
    expect((await rate(admin, { percent: 4, startsOn: today })).json().error).toBe(messages.incomeEarnerRequired);
    for (const percent of [-1, 101, '4%']) {
      expect((await rate(admin, { pvzId: partner, percent, startsOn: today })).statusCode).toBe(400);
    }
    const set = await rate(admin, { pvzId: partner, percent: 4, startsOn: today });
    expect(set.json()).toEqual({ defaultPercent: 2.5, rates: [{ percent: 4, startsOn: today, setBy: 'admin' }] });

    const before = await partnerIncome();
    expect(before.percent).toBe(4);
    await handOver(partner, '+79133330005');
    // 4 % of 1 100 ₽
    expect((await partnerIncome()).earned).toBe(before.earned + 44_00);
    const seen = await operator.get(`${balanceRoutes.incomeRates}?pvzId=${partner}`);
    expect(seen.json().rates).toHaveLength(1);
    expect((await operator.get(`${balanceRoutes.incomeRates}?managerId=${ids.region}`)).statusCode).toBe(403);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('posts the shares of what was taken before the income existed once, at the settings’ percents', async () => {
    const before = { partner: await partnerIncome(), manager: await managerIncome() };
    // takings the goods migration posted from history: 2 000 ₽ at the partner point
    const accounts = await pointMoneyAccounts(t.database.db, partner);
    await transfer(t.database.db, {
      key: 'goods:999999:taken',
      debitAccountId: accounts.clients,
      creditAccountId: accounts.cash,
      amount: 2000_00,
      kind: 'goods-cash',
      reference: 'goods:999999',
    });
    const db = t.database.db as unknown as Kysely<unknown>;
    await postIncomeHistory(db);
    await postIncomeHistory(db);
    // 2.5 % and 0.5 % of 2 000 ₽, once; the hand-overs' own shares are not posted again
    expect((await partnerIncome()).earned).toBe(before.partner.earned + 50_00);
    expect((await managerIncome()).earned).toBe(before.manager.earned + 10_00);
    expect(await networkSum(t.database.db)).toBe(0);
  });
});
