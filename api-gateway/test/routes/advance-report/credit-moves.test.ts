import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { messages, describe as say } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const point = await pointWithCells(admin, 'ПВЗ кредита', 1);
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE', scope: scopeOf([point]) });
});
afterAll(async () => t.close());

const credit = (kind: string, amount: number, caller: Client = admin) =>
  caller.post(advanceReportRoutes.create, {
    operationId: randomUUID(),
    kind,
    payment: 'cash',
    categoryId: null,
    companyId: null,
    pvzId: null,
    recipientId: null,
    amount,
    note: 'кредит',
  });
const balances = async (caller: Client = admin) =>
  Object.fromEntries(
    ((await caller.get(advanceReportRoutes.balances)).json().balances as { account: string; balance: number }[]).map(
      (item) => [item.account, item.balance],
    ),
  );
const movesOf = (code: string) =>
  `${advanceReportRoutes.movements}?code=${encodeURIComponent(code)}&from=2020-01-01&to=2099-12-31&page=0&pageSize=50`;
const cash = 'Наличные: admin';
const creditBalance = 'Кредитный баланс нал';
const debt = 'Задолженность по кредитам нал';
const refusal = async (kind: string, amount: number) => {
  const answer = await credit(kind, amount);
  return [answer.statusCode, answer.json().error];
};

describe('credit moves of the advance report', () => {
  it('are the director’s', async () => {
    const answer = await credit('credit-new', 1000_00, office);
    expect([answer.statusCode, answer.json().error]).toEqual([403, messages.advanceCreditDirector]);
  });

  it('take a credit, set money aside, pay the debt from it and write the rest off, never beyond either', async () => {
    const taken = await credit('credit-new', 100_000_00);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().row).toEqual(
      expect.objectContaining({ kind: 'credit-new', status: 'done', amount: 100_000_00 }),
    );
    expect(await balances()).toEqual(expect.objectContaining({ [cash]: 100_000_00, [debt]: -100_000_00 }));

    expect((await credit('credit-to-balance', 30_000_00)).statusCode).toBe(200);
    expect(await refusal('credit-to-balance', 80_000_00)).toEqual([422, say.advanceShortOfMoney(cash)]);
    expect(await refusal('credit-repay', 40_000_00)).toEqual([422, messages.advanceCreditBalanceShort]);
    expect((await credit('credit-repay', 30_000_00)).statusCode).toBe(200);
    expect(await balances()).toEqual(
      expect.objectContaining({ [cash]: 70_000_00, [creditBalance]: 0, [debt]: -70_000_00 }),
    );

    expect(await refusal('credit-write-off', 70_000_01)).toEqual([422, messages.advanceCreditDebtShort]);
    expect((await credit('credit-write-off', 70_000_00)).statusCode).toBe(200);
    // nothing owed now: money set aside cannot pay a debt that is not there
    expect((await credit('credit-to-balance', 10_000_00)).statusCode).toBe(200);
    expect(await refusal('credit-repay', 1)).toEqual([422, messages.advanceCreditDebtShort]);
    expect(await balances()).toEqual(
      expect.objectContaining({ [cash]: 60_000_00, [creditBalance]: 10_000_00, [debt]: 0 }),
    );
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('never pays back more than is owed, however many payments race', async () => {
    expect((await credit('credit-new', 50_000_00)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit('credit-write-off', 10_000_00)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 422)).toHaveLength(15);
    expect((await balances())[debt]).toBe(0);
    // the database itself refuses a debt above zero, whatever writes it
    await expect(
      sql`update ledger_accounts set credits_posted = credits_posted + 1 where code = 'credit-debt:kcash'`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/ledger_accounts_no_overpayment/);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('are seen by the director only', async () => {
    const seen = await balances(office);
    expect(Object.keys(seen)).not.toContain(debt);
    const codes = (
      (await admin.get(advanceReportRoutes.balances)).json().balances as { account: string; code: string }[]
    )
      .filter((item) => item.account === debt || item.account === creditBalance)
      .map((item) => item.code);
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      const answer = await office.get(movesOf(code));
      expect([answer.statusCode, answer.json().error]).toEqual([404, messages.advanceAccountNotFound]);
    }
    const moves = await admin.get(movesOf(codes[0] as string));
    expect(moves.statusCode).toBe(200);
    expect(moves.json().rows.length).toBeGreaterThan(0);
  });
});
