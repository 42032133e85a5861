import { randomUUID } from 'node:crypto';
import { licenseeRoutes } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay, shiftMonth } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let billed: number;
let idle: number;
const today = moscowDay();
const lastMonth = shiftMonth(monthStartOf(today), -1);
const monthBefore = shiftMonth(monthStartOf(today), -2);
/** a payment made long ago and recorded only now */
const lateDay = '2025-06-10';

const create = async (name: string) => {
  const made = await admin.post(licenseeRoutes.create, {
    operationId: randomUUID(),
    name,
    domain: '',
    contactName: '',
    contactPhone: '',
    email: '',
    startsOn: '2025-01-01',
    active: true,
    note: '',
    pointIds: [],
    tariff: { startsOn: '2025-01-01', monthlyFee: 10_000_00, tiers: [{ from: 0, perParcel: 10_00 }] },
  });
  expect(made.statusCode).toBe(200);
  return (made.json().licensees as { id: number; name: string }[]).find((licensee) => licensee.name === name)
    ?.id as number;
};
const invoice = async (month: string) =>
  expect(
    (await admin.post(licenseeRoutes.invoice, { operationId: randomUUID(), month, licenseeId: billed })).statusCode,
  ).toBe(200);
const pay = async (amount: number, paidOn: string, note: string) =>
  expect(
    (await admin.post(licenseeRoutes.pay, { operationId: randomUUID(), licenseeId: billed, amount, paidOn, note }))
      .statusCode,
  ).toBe(200);
const movements = (query: string, caller: Client = admin) => caller.get(`${licenseeRoutes.movements}?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  billed = await create('Сеть «Восток»');
  idle = await create('Сеть «Запад»');
  await invoice(monthBefore);
  await pay(4_000_00, today, 'п/п 12');
  await invoice(lastMonth);
  await pay(1_000_00, lateDay, 'аванс');
});
afterAll(async () => t.close());

describe('licensee movements', () => {
  it("lists a licensee's invoices and payments newest first, with what it owed after each", async () => {
    const answer = await movements(`licenseeId=${billed}&page=0&pageSize=50`);
    expect(answer.statusCode).toBe(200);
    const { rows, total } = answer.json();
    expect(total).toBe(4);
    // the payment recorded late stands on its own day, before both invoices
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        on: today,
        month: lastMonth,
        parcels: 0,
        invoiced: 10_000_00,
        paid: null,
        owed: 15_000_00,
        note: '',
        by: 'admin',
      }),
      expect.objectContaining({
        kind: 'payment',
        on: today,
        month: null,
        parcels: null,
        invoiced: null,
        paid: 4_000_00,
        owed: 5_000_00,
        note: 'п/п 12',
        by: 'admin',
      }),
      expect.objectContaining({ kind: 'invoice', on: today, month: monthBefore, invoiced: 10_000_00, owed: 9_000_00 }),
      expect.objectContaining({ kind: 'payment', on: lateDay, paid: 1_000_00, owed: -1_000_00, note: 'аванс' }),
    ]);
    // the newest owed is the balance the page shows
    const balance = (await admin.get(licenseeRoutes.balances))
      .json()
      .rows.find((row: { licensee: { id: number } }) => row.licensee.id === billed);
    expect(balance).toMatchObject({ invoiced: 20_000_00, paid: 5_000_00, owed: rows[0].owed });

    // a later page keeps the running balance of all that came before it
    const second = (await movements(`licenseeId=${billed}&page=1&pageSize=2`)).json();
    expect(second.total).toBe(4);
    expect(second.rows.map((row: { owed: number }) => row.owed)).toEqual([9_000_00, -1_000_00]);

    expect((await movements(`licenseeId=${idle}&page=0&pageSize=50`)).json()).toEqual({ rows: [], total: 0 });
  });

  it('is seen by whoever reads the page, and refuses the others, an unknown licensee and bad queries', async () => {
    const reader = await staffWith(t.app, admin, {
      username: 'lic-reader',
      role: 'USER',
      overrides: { pages: { 'finance-licensee-balance': 'read' }, columns: {} },
    });
    expect((await movements(`licenseeId=${billed}&page=0&pageSize=50`, reader)).json().total).toBe(4);
    const point = await pointWithCells(admin, 'ПВЗ без лицензиатов', 1);
    const outsider = await staffWith(t.app, admin, {
      username: 'lic-outsider',
      role: 'ADMINISTRATOR',
      scope: scopeOf([point]),
    });
    expect((await movements(`licenseeId=${billed}&page=0&pageSize=50`, outsider)).statusCode).toBe(403);

    const unknown = await movements('licenseeId=999999&page=0&pageSize=50');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, messages.licenseeNotFound]);

    for (const query of [
      'licenseeId=-1&page=0&pageSize=50',
      'licenseeId=0&page=0&pageSize=50',
      'licenseeId=1.5&page=0&pageSize=50',
      'licenseeId=99999999999999999999&page=0&pageSize=50',
      'licenseeId=abc&page=0&pageSize=50',
      'page=0&pageSize=50',
      `licenseeId=${billed}&page=-1&pageSize=50`,
      `licenseeId=${billed}&page=0.5&pageSize=50`,
      `licenseeId=${billed}&page=0&pageSize=0`,
      `licenseeId=${billed}&page=0&pageSize=201`,
      `licenseeId=${billed}&page=1e20&pageSize=50`,
    ]) {
      const refused = await movements(query);
      expect(`${query} → ${refused.statusCode}`).toBe(`${query} → 400`);
    }
  });
});
