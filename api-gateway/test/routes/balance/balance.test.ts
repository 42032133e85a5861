import { balanceRoutes } from '@pvz/contracts/api/balance';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
let operator: Client;
let manager: Client;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ баланса', 20);
  otherPoint = await pointWithCells(admin, 'ПВЗ соседний', 5);
  operator = await staffWith(t.app, admin, { username: 'till', role: 'PVZ', scope: scopeOf([point], point) });
  manager = await staffWith(t.app, admin, { username: 'boss', role: 'RMANAGER', scope: scopeOf([point]) });
  managerId = (
    await t.database.db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirstOrThrow()
  ).id;
  // 3 parcels handed over for cash: 3 × 1 100 ₽ in the cash box
  for (const phone of ['+79132220001', '+79132220002', '+79132220003']) {
    const row = await sortedPurchase(admin, point, phone, 1004_50);
    await acceptScan(operator, point, `1/${row.id}`);
    const issued = await operator.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [row.id],
      outcome: 'cash',
    });
    expect(issued.statusCode).toBe(200);
  }
});
afterAll(async () => t.close());

const cashOf = async (caller: Client = manager) => {
  const answer = await caller.get(`${balanceRoutes.points}?pvzId=${point}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().points[0].cash;
};
const request = (amount: number, payment = 'cash', operationId = op()) =>
  manager.post(balanceRoutes.createWithdrawal, {
    operationId,
    pvzId: point,
    payment,
    amount,
    recipientId: managerId,
    note: 'инкассация',
  });
const step = (caller: Client, url: string, id: number) => caller.post(url, { operationId: op(), id });

describe('«Баланс ПВЗ»', () => {
  it('shows the cash a point took at the counter, in the period, and only to those who see the point', async () => {
    const today = moscowDay();
    const answer = (await manager.get(`${balanceRoutes.points}?from=${today}&to=${today}`)).json();
    expect(answer.points).toHaveLength(1);
    expect(answer.points[0]).toMatchObject({
      point: { id: point, name: 'ПВЗ баланса' },
      cash: { balance: 3300_00, reserved: 0, available: 3300_00, takenInPeriod: 3300_00, outInPeriod: 0 },
      online: { balance: 0 },
    });
    expect(answer.totals.cash.balance).toBe(3300_00);
    const lastYear = (await manager.get(`${balanceRoutes.points}?pvzId=${point}&from=2025-01-01&to=2025-12-31`)).json();
    expect(lastYear.points[0].cash).toMatchObject({ balance: 3300_00, takenInPeriod: 0 });
    const foreign = await operator.get(`${balanceRoutes.points}?pvzId=${otherPoint}`);
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({
      status: 403,
      error: messages.pointOutOfScope,
    });
    const months = (await manager.get(`${balanceRoutes.monthly}?pvzId=${point}`)).json().months;
    expect(months).toEqual([{ month: `${today.slice(0, 7)}-01`, cashIn: 3300_00, onlineIn: 0, out: 0 }]);
    // the line chart: the box at the end of each day, 3 300 ₽ from today on
    const history = (await manager.get(`${balanceRoutes.history}?pvzId=${point}&from=2025-12-30&to=${today}`)).json();
    expect(history.days[0]).toEqual({ day: '2025-12-30', cash: 0, online: 0 });
    expect(history.days.at(-1)).toEqual({ day: today, cash: 3300_00, online: 0 });
    const later = (await manager.get(`${balanceRoutes.history}?pvzId=${point}&from=${today}&to=${today}`)).json();
    expect(later.days).toEqual([{ day: today, cash: 3300_00, online: 0 }]);
    const long = await manager.get(`${balanceRoutes.history}?pvzId=${point}&from=2020-01-01&to=2026-01-01`);
    expect({ status: long.statusCode, error: long.json().error }).toEqual({
      status: 400,
      error: messages.balanceHistoryTooLong,
    });
    expect((await operator.get(`${balanceRoutes.history}?pvzId=${otherPoint}`)).statusCode).toBe(403);
    expect((await manager.get(`${balanceRoutes.points}?from=2026-02-30`)).statusCode).toBe(400);
    expect((await manager.get(`${balanceRoutes.points}?from=2026-05-02&to=2026-05-01`)).statusCode).toBe(400);
  });

  it('moves cash only when the recipient confirms receipt: requested → handed over → received', async () => {
    const created = await request(1000_00);
    expect(created.statusCode).toBe(200);
    const withdrawal = created.json();
    expect(withdrawal).toMatchObject({
      status: 'requested',
      amount: 1000_00,
      recipient: { id: managerId, name: 'boss' },
    });
    // reserved: not spendable, still in the box
    expect(await cashOf()).toMatchObject({ balance: 3300_00, reserved: 1000_00, available: 2300_00 });

    const early = await step(manager, balanceRoutes.receiveWithdrawal, withdrawal.id);
    expect(early.json().error).toBe(messages.withdrawalNotHandedOver);
    const handed = await step(operator, balanceRoutes.handOverWithdrawal, withdrawal.id);
    expect(handed.json()).toMatchObject({ status: 'handed-over', handedOverBy: 'till' });
    expect((await step(operator, balanceRoutes.handOverWithdrawal, withdrawal.id)).json().error).toBe(
      messages.withdrawalHandedOverAlready,
    );
    const badge = (await manager.get(balanceRoutes.withdrawals)).json();
    expect(badge.waitingForMe).toBe(1);

    const notMine = await step(operator, balanceRoutes.receiveWithdrawal, withdrawal.id);
    expect({ status: notMine.statusCode, error: notMine.json().error }).toEqual({
      status: 403,
      error: messages.withdrawalNotRecipient,
    });
    const received = await step(manager, balanceRoutes.receiveWithdrawal, withdrawal.id);
    expect(received.json().status).toBe('received');
    expect(await cashOf()).toMatchObject({ balance: 2300_00, reserved: 0, available: 2300_00, outInPeriod: 1000_00 });
    expect((await step(manager, balanceRoutes.receiveWithdrawal, withdrawal.id)).json().error).toBe(
      messages.withdrawalClosed,
    );
    const person = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['credits_posted'])
      .where('code', '=', `person-cash:u${managerId}`)
      .executeTakeFirstOrThrow();
    expect(Number(person.credits_posted)).toBe(1000_00);
    const moves = (
      await manager.get(`${balanceRoutes.movements}?pvzId=${point}&account=cash&page=0&pageSize=10`)
    ).json();
    expect(moves.rows[0]).toMatchObject({
      amount: -1000_00,
      kind: 'withdrawal',
      pending: false,
      counterpart: 'Наличные: boss',
    });
    expect(moves.total).toBe(4);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('refuses more than is available in the words of the spec, and bad sums', async () => {
    const before = await cashOf();
    const tooMuch = await request(before.available + 1);
    expect({ status: tooMuch.statusCode, error: tooMuch.json().error }).toEqual({
      status: 422,
      error: messages.withdrawalOverBalance,
    });
    for (const amount of [0, -100, 10.5, 1e15]) expect((await request(amount)).statusCode).toBe(400);
    const nul = await manager.post(balanceRoutes.createWithdrawal, {
      operationId: op(),
      pvzId: point,
      payment: 'cash',
      amount: 1,
      recipientId: managerId,
      note: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect(
      (
        await operator.post(balanceRoutes.createWithdrawal, {
          operationId: op(),
          pvzId: point,
          payment: 'cash',
          amount: 1,
          recipientId: managerId,
          note: '',
        })
      ).statusCode,
    ).toBe(403);
    expect(await cashOf()).toEqual(before);
  });

  it('lets twenty requests at once take no more than the box holds', async () => {
    const { available } = await cashOf();
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(500_00)));
    const taken = answers.filter((answer) => answer.statusCode === 200).length;
    expect(taken).toBe(Math.floor(available / 500_00));
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 422)).toBe(
      true,
    );
    expect((await cashOf()).available).toBe(available - taken * 500_00);
    // the same request sent again answers the first answer and reserves nothing more
    const operationId = op();
    const [first, again] = [await request(1_00, 'cash', operationId), await request(1_00, 'cash', operationId)];
    expect(again.json()).toEqual(first.json());
  });

  it('is cancelled by the director alone, the reserved cash back in the box', async () => {
    const open = (await manager.get(`${balanceRoutes.withdrawals}?pvzId=${point}&open=true`)).json().rows;
    const [withdrawal] = open;
    const before = await cashOf();
    const byManager = await step(manager, balanceRoutes.cancelWithdrawal, withdrawal.id);
    expect({ status: byManager.statusCode, error: byManager.json().error }).toEqual({
      status: 403,
      error: messages.withdrawalCancelDirector,
    });
    const cancelled = await step(admin, balanceRoutes.cancelWithdrawal, withdrawal.id);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await cashOf()).available).toBe(before.available + withdrawal.amount);
    expect((await step(manager, balanceRoutes.receiveWithdrawal, withdrawal.id)).json().error).toBe(
      messages.withdrawalClosed,
    );
  });

  it('posts an online withdrawal at once, within the online money', async () => {
    const refused = await request(1_00, 'online');
    expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
      status: 422,
      error: messages.withdrawalOverBalance,
    });
    const row = await sortedPurchase(admin, point, '+79132220009', 1004_50);
    await acceptScan(operator, point, `1/${row.id}`);
    await operator.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [row.id], outcome: 'online' });
    const online = await request(1000_00, 'online');
    expect(online.json()).toMatchObject({ payment: 'online', status: 'received' });
    const figures = (await manager.get(`${balanceRoutes.points}?pvzId=${point}`)).json().points[0].online;
    expect(figures).toMatchObject({ balance: 104_95, takenInPeriod: 1104_95, outInPeriod: 1000_00 });
    expect((await step(operator, balanceRoutes.handOverWithdrawal, online.json().id)).json().error).toBe(
      messages.withdrawalClosed,
    );
  });
});
