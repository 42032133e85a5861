import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { monthlyPaymentsRoutes } from '@pvz/contracts/api/monthly-payments';
import { messages, describe as say } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { ledgerAccount } from '../../../src/services/ledger/accounts.js';
import { transfer } from '../../../src/services/ledger/transfers.js';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;
let point: number;
let otherPoint: number;
const month = monthStartOf(moscowDay());
const previous = (() => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12-01` : `${year}-${String(number - 1).padStart(2, '0')}-01`;
})();
const next = (() => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
})();

/** Money put on an account from outside (a bank statement, cash handed in). */
async function fund(spec: Parameters<typeof ledgerAccount>[1], amount: number) {
  const db = t.database.db;
  await transfer(db, {
    key: randomUUID(),
    debitAccountId: await ledgerAccount(db, { kind: 'debtor', key: 'funding', name: 'Пополнение' }),
    creditAccountId: await ledgerAccount(db, spec),
    amount,
    kind: 'funding',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ аренды', 5);
  otherPoint = await pointWithCells(admin, 'ПВЗ чужой', 5);
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE', scope: scopeOf([point]) });
});
afterAll(async () => t.close());

const list = async (caller: Client = admin, of = month) => {
  const answer = await caller.get(`${monthlyPaymentsRoutes.list}?month=${of}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const template = (body: Record<string, unknown>, caller: Client = admin) =>
  caller.post(monthlyPaymentsRoutes.createTemplate, {
    month,
    pvzId: point,
    company: 'ООО Аренда',
    amount: 30_000_00,
    kind: 'cashless',
    note: '',
    ...body,
  });
const pay = (templateId: number, extra: Record<string, unknown> = {}, caller: Client = admin) =>
  caller.post(monthlyPaymentsRoutes.pay, { operationId: randomUUID(), month, templateId, ...extra });
const idOf = async (company: string) =>
  (await list()).rows.find((row: { company: string }) => row.company === company).templateId as number;

describe('«Ежемесячные платежи»', () => {
  it('projects each template onto the 2nd of every month from the month it was added', async () => {
    expect((await template({})).statusCode).toBe(200);
    expect(
      (await template({ company: 'Интернет', amount: 1_500_00, kind: 'cash', note: 'провайдер' })).statusCode,
    ).toBe(200);
    const answer = await list();
    expect(answer.rows).toEqual([
      expect.objectContaining({ company: 'Интернет', amount: 1_500_00, kind: 'cash', paid: null }),
      expect.objectContaining({
        point: { id: point, name: 'ПВЗ аренды' },
        company: 'ООО Аренда',
        amount: 30_000_00,
        kind: 'cashless',
        dueOn: `${month.slice(0, 8)}02`,
        stopped: false,
        paid: null,
      }),
    ]);
    expect(answer.totals).toEqual({ due: 31_500_00, paid: 0 });
    expect((await list(admin, previous)).rows).toEqual([]);

    expect((await list(admin, next)).rows).toHaveLength(2);
    // the office reads, only its points
    expect((await list(office)).rows).toHaveLength(2);
  });

  it('refuses bad templates and changes nothing', async () => {
    const bad = [
      { company: '   ' },
      { amount: 0 },
      { amount: -1 },
      { amount: 1.5 },
      { amount: 1e15 },
      { kind: 'card' },
      { note: 'a\u0000b' },
      { month: '2026-13-01' },
      { month: '2026-11-02' },
      { month: '0000-05-01' },
    ];
    for (const body of bad) expect((await template(body)).statusCode).toBe(400);
    expect((await template({ company: '   ' })).json().error).toBe(messages.monthlyCompanyRequired);
    expect((await template({}, office)).statusCode).toBe(403);
    expect((await list()).rows).toHaveLength(2);
  });

  it('pays from the bank or the payer’s cash, which must hold it, once per month', async () => {
    const rent = await idOf('ООО Аренда');
    const internet = await idOf('Интернет');
    const poor = await pay(rent);
    expect({ status: poor.statusCode, error: poor.json().error }).toEqual({
      status: 422,
      error: say.ledgerOverdraft('Расчётный счёт'),
    });
    await fund({ kind: 'bank', key: 'main', name: 'Расчётный счёт' }, 50_000_00);
    const paid = await pay(rent);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().rows.find((row: { templateId: number }) => row.templateId === rent).paid).toMatchObject({
      by: 'admin',
      payer: null,
    });
    expect((await pay(rent)).json().error).toBe(messages.monthlyPaidAlready);
    expect((await pay(rent, {}, office)).statusCode).toBe(403);

    const adminId = (
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    await fund({ kind: 'person-cash', userId: adminId, name: 'Наличные: admin' }, 2_000_00);
    // twenty «Оплатить» at once: one payment
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(internet, { payerId: adminId })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 422].includes(answer.statusCode))).toBe(true);
    const after = await list();
    expect(after.totals).toEqual({ due: 0, paid: 31_500_00 });
    expect(after.rows.find((row: { templateId: number }) => row.templateId === internet).paid).toMatchObject({
      payer: 'admin',
    });
    // each paid month is listed in the advance report, once, under its category and point
    const report = (await admin.get(advanceReportRoutes.list)).json().rows as { category: { name: string } | null }[];
    const listed = report.filter((row) => row.category?.name === 'Ежемесячные платежи');
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'expense',
          payment: 'cashless',
          amount: 30_000_00,
          point: { id: point, name: 'ПВЗ аренды' },
        }),
        expect.objectContaining({ payment: 'cash', amount: 1_500_00, note: expect.stringContaining('провайдер') }),
      ]),
    );
    expect(listed).toHaveLength(2);
    const payers = (await admin.get(monthlyPaymentsRoutes.payers)).json().payers;
    expect(payers.find((payer: { name: string }) => payer.name === 'admin').cash).toBe(500_00);
    // the same operation sent again answers the first answer
    const operationId = randomUUID();
    await fund({ kind: 'bank', key: 'main', name: 'Расчётный счёт' }, 1_000_00);
    expect((await template({ company: 'Вывоз мусора', amount: 1_000_00 })).statusCode).toBe(200);
    const trash = await idOf('Вывоз мусора');
    const first = await pay(trash, { operationId });
    const again = await pay(trash, { operationId });
    expect(again.json()).toEqual(first.json());
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('changes unpaid months only, and a deleted template stays in the months it was paid', async () => {
    const rent = await idOf('ООО Аренда');
    const edit = await admin.post(monthlyPaymentsRoutes.editTemplate, {
      month,
      id: rent,
      amount: 35_000_00,
      kind: 'cashless',
      note: 'новая ставка',
      company: 'ООО Новая аренда',
      pvzId: otherPoint,
    });
    expect(edit.statusCode).toBe(200);
    // the paid month keeps what was paid, where
    expect((await list()).rows.find((row: { templateId: number }) => row.templateId === rent)).toMatchObject({
      amount: 30_000_00,
      company: 'ООО Аренда',
      point: { id: point },
    });
    expect((await list(admin, next)).rows.find((row: { templateId: number }) => row.templateId === rent)).toMatchObject(
      {
        amount: 35_000_00,
        company: 'ООО Новая аренда',
        point: { id: otherPoint },
      },
    );
    const removed = await admin.post(monthlyPaymentsRoutes.deleteTemplate, { month, id: rent });
    expect(removed.json().rows.find((row: { templateId: number }) => row.templateId === rent).stopped).toBe(true);
    expect((await list(admin, next)).rows.map((row: { templateId: number }) => row.templateId)).not.toContain(rent);
    expect((await pay(rent)).json().error).toBe(messages.monthlyPaidAlready);
    expect((await pay(rent, { month: next })).json().error).toBe(messages.monthlyNotDue);
    // a template deleted this month is still owed for it
    const trash = await idOf('Вывоз мусора');
    const internetOwed = await template({ company: 'Охрана', amount: 100_00 });
    const guard = internetOwed.json().rows.find((row: { company: string }) => row.company === 'Охрана').templateId;
    await admin.post(monthlyPaymentsRoutes.deleteTemplate, { month, id: guard });
    expect((await list()).rows.find((row: { templateId: number }) => row.templateId === guard)).toMatchObject({
      stopped: true,
      paid: null,
    });
    expect((await pay(guard)).statusCode).toBe(200);
    expect(trash).toBeGreaterThan(0);
  });

  it('keeps to the caller’s points', async () => {
    const stranger = await staffWith(t.app, admin, {
      username: 'stranger',
      role: 'ADMINISTRATOR',
      scope: scopeOf([otherPoint]),
    });
    expect((await list(stranger)).rows).toEqual([]);
    const internet = await idOf('Интернет');
    expect((await pay(internet, {}, stranger)).statusCode).toBe(404);
    expect((await template({}, stranger)).statusCode).toBe(403);
    // an administrator pays from their own cash only, and sees only their own
    const deputy = await staffWith(t.app, admin, {
      username: 'deputy',
      role: 'ADMINISTRATOR',
      scope: scopeOf([point]),
    });
    expect(
      (await deputy.get(monthlyPaymentsRoutes.payers)).json().payers.map((payer: { name: string }) => payer.name),
    ).toEqual(['deputy']);
    const adminId = (
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    expect((await template({ company: 'Уборка', amount: 100_00, kind: 'cash' })).statusCode).toBe(200);
    const cleaning = await idOf('Уборка');
    const foreignCash = await pay(cleaning, { payerId: adminId }, deputy);
    expect({ status: foreignCash.statusCode, error: foreignCash.json().error }).toEqual({
      status: 403,
      error: messages.monthlyPayerDirector,
    });
    // added while looking at last month: due from this month, never backdated
    expect((await template({ month: previous, company: 'Задним числом' })).statusCode).toBe(200);
    expect((await list(admin, previous)).rows).toEqual([]);
    expect((await list()).rows.map((row: { company: string }) => row.company)).toContain('Задним числом');
    const till = await staffWith(t.app, admin, { username: 'till', role: 'PVZ', scope: scopeOf([point]) });
    expect((await till.get(`${monthlyPaymentsRoutes.list}?month=${month}`)).statusCode).toBe(403);
  });
});
