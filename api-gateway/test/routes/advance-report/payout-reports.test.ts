import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { employeesRoutes, type PayrollRow, payrollRoutes } from '@pvz/contracts/api/employees';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let point: number;
let otherPoint: number;
const month = '2026-09-01';

const hire = async (fullName: string, pvzId: number | null, company = 'W/O/Я start') => {
  const made = await admin.post(employeesRoutes.create, {
    employee: {
      fullName,
      job: 'Сотрудник ПВЗ',
      pvzId,
      company,
      bank: '',
      phone: '',
      paymentPerShift: 2400_00,
      hoursPerShift: 12,
      hiredOn: '2025-01-10',
      leftOn: null,
      userId: null,
    },
  });
  expect(made.statusCode).toBe(200);
  return made.json().employee.id as number;
};

/** Fills the month and gives each named employee their hours and sums. */
async function payMonth(figures: Record<string, Partial<PayrollRow>>) {
  const rows: PayrollRow[] = (await admin.post(payrollRoutes.fill, { month })).json().rows;
  const edited = rows
    .filter((row) => row.employee.name in figures)
    .map((row) => ({
      id: row.id,
      hours: 0,
      advance: 0,
      advanceOfficial: 0,
      salaryOfficial: 0,
      deductions: 0,
      extra: 0,
      note: '',
      ...figures[row.employee.name],
    }));
  const saved = await admin.post(payrollRoutes.save, { month, rows: edited });
  expect(saved.statusCode).toBe(200);
}

const report = async (kind: 'advance' | 'salary', caller: Client = admin) =>
  (await caller.get(`${payrollRoutes.report}?month=${month}&report=${kind}`)).json();
const post = (kind: 'advance' | 'salary', caller: Client = admin, operationId = randomUUID()) =>
  caller.post(payrollRoutes.createReport, { operationId, month, report: kind });
const topUp = (amount: number, payment: 'cash' | 'cashless') =>
  admin.post(advanceReportRoutes.create, {
    operationId: randomUUID(),
    kind: 'top-up',
    payment,
    categoryId: null,
    companyId: null,
    pvzId: null,
    recipientId: null,
    amount,
    note: '',
  });
const myBalances = async () =>
  Object.fromEntries(
    (await admin.get(advanceReportRoutes.balances))
      .json()
      .balances.map((b: { account: string; balance: number }) => [b.account, b.balance]),
  );
const payRows = async () =>
  (await admin.get(`${advanceReportRoutes.list}?pageSize=100`))
    .json()
    .rows.filter((row: { category: { name: string } | null }) => row.category?.name === 'Оплата ФОТ');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ выплат', 3);
  otherPoint = await pointWithCells(admin, 'ПВЗ соседний', 3);
  manager = await staffWith(t.app, admin, {
    username: 'boss-of-other',
    role: 'ADMINISTRATOR',
    scope: scopeOf([otherPoint]),
  });
  await hire('Антонова Анна', point);
  await hire('Борисов Борис', point);
  await hire('Васильев Василий', otherPoint);
  // 100 hours at 200 ₽: 20 000 ₽ earned
  await payMonth({
    'Антонова Анна': { hours: 100, advance: 5000_00, advanceOfficial: 3000_00, salaryOfficial: 4000_00 },
    'Борисов Борис': { hours: 100, advance: 7000_00, deductions: 1000_00 },
    // owes: 50 hours = 10 000 ₽ earned, 12 000 ₽ advanced
    'Васильев Василий': { hours: 50, advance: 12_000_00 },
  });
});
afterAll(async () => t.close());

describe('payout reports of the payroll', () => {
  it('shows what the advance report would post, grouped by point, company and payment', async () => {
    const advance = await report('advance');
    expect(advance).toEqual(
      expect.objectContaining({ month, report: 'advance', total: 27_000_00, postedAt: null, unplaced: [] }),
    );
    expect(
      advance.lines.map((line: { point: { name: string }; payment: string; amount: number; employees: number }) => [
        line.point.name,
        line.payment,
        line.amount,
        line.employees,
      ]),
    ).toEqual([
      ['ПВЗ выплат', 'cash', 12_000_00, 2],
      ['ПВЗ выплат', 'cashless', 3000_00, 1],
      ['ПВЗ соседний', 'cash', 12_000_00, 1],
    ]);
    // a manager sees only their point's lines
    expect((await report('advance', manager)).lines).toEqual([expect.objectContaining({ amount: 12_000_00 })]);
  });

  it('the salary report pays the net in cash (nothing to who owes) and the official salary cashless', async () => {
    const salary = await report('salary');
    // Анна: 20 000 − 5 000 − 3 000 − 4 000 = 8 000 cash, 4 000 cashless; Борис: 20 000 − 7 000 − 1 000 = 12 000
    expect(salary.lines.map((line: { payment: string; amount: number }) => [line.payment, line.amount])).toEqual([
      ['cash', 20_000_00],
      ['cashless', 4000_00],
    ]);
  });

  it('is posted by the director only, and never past what the cash or the bank holds', async () => {
    const byManager = await post('advance', manager);
    expect([byManager.statusCode, byManager.json().error]).toEqual([403, messages.payoutDirector]);
    const short = await post('advance');
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toBe(say.advanceShortOfMoney('Наличные: admin'));
    expect((await report('advance')).postedAt).toBeNull();
    expect(await payRows()).toEqual([]);
  });

  it('posts the rows «Оплата ФОТ» once: a second report of the month is refused, a replay gets the first answer', async () => {
    expect((await topUp(100_000_00, 'cash')).statusCode).toBe(200);
    expect((await topUp(50_000_00, 'cashless')).statusCode).toBe(200);
    const before = await myBalances();
    const operationId = randomUUID();
    const posted = await post('advance', admin, operationId);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({
      message: messages.payoutPosted,
      report: expect.objectContaining({ total: 27_000_00, postedBy: 'admin', postedAt: expect.any(String) }),
    });
    const rows = await payRows();
    expect(rows).toHaveLength(3);
    expect(rows.every((row: { note: string }) => row.note.startsWith('Аванс за сентябрь 2026'))).toBe(true);
    const after = await myBalances();
    expect(before['Наличные: admin'] - after['Наличные: admin']).toBe(24_000_00);
    expect(before['Расчётный счёт'] - after['Расчётный счёт']).toBe(3000_00);

    const replay = await post('advance', admin, operationId);
    expect([replay.statusCode, replay.json().report.postedAt]).toEqual([200, posted.json().report.postedAt]);
    const again = await post('advance');
    expect([again.statusCode, again.json().error]).toEqual([409, messages.payoutAlreadyPosted]);
    expect(await payRows()).toHaveLength(3);
  });

  it('keeps the advance as posted, while the rest of the row may still change', async () => {
    const rows: PayrollRow[] = (await admin.get(`${payrollRoutes.list}?month=${month}`)).json().rows;
    const boris = rows.find((row) => row.employee.name === 'Борисов Борис') as PayrollRow;
    const edited = (changes: Partial<PayrollRow>) => {
      const row = { ...boris, ...changes };
      return {
        id: row.id,
        hours: row.hours,
        advance: row.advance,
        advanceOfficial: row.advanceOfficial,
        salaryOfficial: row.salaryOfficial,
        deductions: row.deductions,
        extra: row.extra,
        note: row.note,
      };
    };
    const advance = await admin.post(payrollRoutes.save, { month, rows: [edited({ advance: 1_00 })] });
    expect([advance.statusCode, advance.json().error]).toEqual([409, messages.payrollAdvancePaid]);
    const extra = await admin.post(payrollRoutes.save, { month, rows: [edited({ extra: 500_00 })] });
    expect(extra.statusCode).toBe(200);
    const salary = await report('salary');
    expect(salary.total).toBe(24_000_00 + 500_00);
  });

  it('posts the salary once under twenty parallel requests, and then the month’s payroll stands', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('salary')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await payRows()).toHaveLength(5);
    const rows: PayrollRow[] = (await admin.get(`${payrollRoutes.list}?month=${month}`)).json().rows;
    const first = rows[0] as PayrollRow;
    const edit = await admin.post(payrollRoutes.save, {
      month,
      rows: [{ ...first, hours: 1 }].map(
        ({ id, hours, advance, advanceOfficial, salaryOfficial, deductions, extra, note }) => ({
          id,
          hours,
          advance,
          advanceOfficial,
          salaryOfficial,
          deductions,
          extra,
          note,
        }),
      ),
    });
    expect([edit.statusCode, edit.json().error]).toEqual([409, messages.payrollPaidOut]);
    const fill = await admin.post(payrollRoutes.fill, { month });
    expect(fill.statusCode).toBe(409);
  });

  it('names the employees whose pay has no point or company to go to, and posts nothing', async () => {
    const otherMonth = '2026-10-01';
    await hire('Григорьев Григорий', point, 'Нет такой компании');
    const rows: PayrollRow[] = (await admin.post(payrollRoutes.fill, { month: otherMonth })).json().rows;
    const grigory = rows.find((row) => row.employee.name === 'Григорьев Григорий') as PayrollRow;
    await admin.post(payrollRoutes.save, {
      month: otherMonth,
      rows: [
        {
          id: grigory.id,
          hours: 10,
          advance: 100_00,
          advanceOfficial: 0,
          salaryOfficial: 0,
          deductions: 0,
          extra: 0,
          note: '',
        },
      ],
    });
    const shown = (await admin.get(`${payrollRoutes.report}?month=${otherMonth}&report=advance`)).json();
    expect(shown.unplaced).toEqual(['Григорьев Григорий']);
    const refused = await admin.post(payrollRoutes.createReport, {
      operationId: randomUUID(),
      month: otherMonth,
      report: 'advance',
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, say.payoutUnplaced(['Григорьев Григорий'])]);
    expect((await admin.get(`${payrollRoutes.report}?month=${otherMonth}&report=advance`)).json().postedAt).toBeNull();
    const nothing = await admin.post(payrollRoutes.createReport, {
      operationId: randomUUID(),
      month: '2026-11-01',
      report: 'salary',
    });
    expect([nothing.statusCode, nothing.json().error]).toEqual([400, messages.payoutNothing]);
  });
});
