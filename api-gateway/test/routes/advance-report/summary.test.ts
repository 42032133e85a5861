import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { advanceSummaryRoutes } from '@pvz/contracts/api/advance-summary';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let pointA: number;
let pointB: number;
const ids = { categories: new Map<string, number>(), companies: new Map<string, number>() };
const today = moscowDay();

const row = async (fields: Record<string, unknown>) => {
  const answer = await admin.post(advanceReportRoutes.create, {
    operationId: randomUUID(),
    kind: 'expense',
    payment: 'cash',
    categoryId: null,
    companyId: null,
    pvzId: null,
    recipientId: null,
    note: '',
    ...fields,
  });
  expect(answer.statusCode).toBe(200);
};
const expense = (amount: number, pvzId: number, company: string, category = 'Расходники для ПВЗ', payment = 'cash') =>
  row({
    amount,
    pvzId,
    payment,
    companyId: ids.companies.get(company),
    categoryId: ids.categories.get(category),
  });
const summary = async (query: string, caller: Client = admin) =>
  caller.get(`${advanceSummaryRoutes.summary}?from=${today}&to=${today}&${query}`);
const figures = async (query: string, caller: Client = admin) =>
  (await summary(query, caller))
    .json()
    .rows.map((line: { point: { name: string } | null; receipts: number; expenses: number; difference: number }) => [
      line.point?.name ?? null,
      line.receipts,
      line.expenses,
      line.difference,
    ]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  pointA = await pointWithCells(admin, 'ПВЗ Альфа', 3);
  pointB = await pointWithCells(admin, 'ПВЗ Бета', 3);
  const choices = (await admin.get('/api/reference/choices')).json();
  for (const item of choices.categories) ids.categories.set(item.name, item.id);
  for (const item of choices.companies) ids.companies.set(item.name, item.id);
  manager = await staffWith(t.app, admin, {
    username: 'summary-of-beta',
    role: 'ADMINISTRATOR',
    scope: scopeOf([pointB]),
    overrides: { pages: { 'finance-advance-summary': 'read' }, columns: {} },
  });

  await row({ kind: 'top-up', amount: 100_000_00 });
  await row({ kind: 'top-up', payment: 'cashless', amount: 50_000_00 });
  await expense(10_000_00, pointA, 'W/O/Я start');
  await expense(2_000_00, pointA, 'W/O/Я start', 'Сопутствующие расходы');
  await expense(5_000_00, pointB, 'Darom.pro');
  await expense(3_000_00, pointA, 'W/O/Я start', 'Расходники для ПВЗ', 'cashless');
  // neither a receipt nor an expense of a point: withheld from pay
  await expense(700_00, pointB, 'Darom.pro', 'Удержания с сотрудников');
});
afterAll(async () => t.close());

describe('«Сводные таблицы» of the advance report', () => {
  it('sums each point’s receipts and expenses of the period, cash, with the difference and the totals', async () => {
    expect(await figures('payment=cash')).toEqual([
      [null, 100_000_00, 0, 100_000_00],
      ['ПВЗ Альфа', 0, 12_000_00, -12_000_00],
      ['ПВЗ Бета', 0, 5_000_00, -5_000_00],
    ]);
    expect((await summary('payment=cash')).json().totals).toEqual({
      receipts: 100_000_00,
      expenses: 17_000_00,
      difference: 83_000_00,
    });
  });

  it('takes one company, or cashless rows, when asked', async () => {
    expect(await figures(`payment=cash&company=${ids.companies.get('Darom.pro')}`)).toEqual([
      ['ПВЗ Бета', 0, 5_000_00, -5_000_00],
    ]);
    expect(await figures('payment=cashless')).toEqual([
      [null, 50_000_00, 0, 50_000_00],
      ['ПВЗ Альфа', 0, 3_000_00, -3_000_00],
    ]);
    const tomorrow = moscowDay(new Date(Date.now() + 86_400_000));
    const later = await admin.get(`${advanceSummaryRoutes.summary}?from=${tomorrow}&to=${tomorrow}&payment=cash`);
    expect(later.json()).toEqual({ rows: [], totals: { receipts: 0, expenses: 0, difference: 0 } });
  });

  it('shows a manager only their points, and refuses whoever lacks the page or asks nonsense', async () => {
    expect(await figures('payment=cash', manager)).toEqual([['ПВЗ Бета', 0, 5_000_00, -5_000_00]]);
    const office = await staffWith(t.app, admin, { username: 'summary-office', role: 'OFFICE' });
    expect((await summary('payment=cash', office)).statusCode).toBe(403);
    const reversed = await admin.get(`${advanceSummaryRoutes.summary}?from=2026-05-02&to=2026-05-01&payment=cash`);
    expect([reversed.statusCode, reversed.json().error]).toEqual([400, messages.periodInvalid]);
    for (const query of ['payment=card', 'payment=cash&company=-1', 'payment=cash&company=1.5'])
      expect((await summary(query)).statusCode).toBe(400);
  });
});
