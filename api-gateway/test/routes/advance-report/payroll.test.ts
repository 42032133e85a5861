import { employeesRoutes, payrollRoutes } from '@pvz/contracts/api/employees';
import { debtorsRoutes } from '@pvz/contracts/api/service-balances';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;
let manager: Client;
let point: number;
let otherPoint: number;
const month = monthStartOf(moscowDay());

const employee = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Иванова Мария Петровна',
  job: 'Сотрудник ПВЗ',
  pvzId: point,
  company: 'W/O/Я start',
  bank: 'Сбер',
  phone: '+79120007788',
  paymentPerShift: 2500_00,
  hoursPerShift: 12,
  hiredOn: '2025-01-10',
  leftOn: null,
  userId: null,
  ...overrides,
});
const create = (fields: Record<string, unknown> = {}, caller: Client = admin) =>
  caller.post(employeesRoutes.create, { employee: employee(fields) });
const payroll = async (caller: Client = admin) => (await caller.get(`${payrollRoutes.list}?month=${month}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ зарплаты', 5);
  otherPoint = await pointWithCells(admin, 'ПВЗ соседний', 5);
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE', scope: scopeOf([point]) });
  manager = await staffWith(t.app, admin, {
    username: 'boss-of-one',
    role: 'ADMINISTRATOR',
    scope: scopeOf([otherPoint]),
  });
});
afterAll(async () => t.close());

describe('«Сотрудники»', () => {
  it('adds an employee with a Russian message, and refuses what does not hold', async () => {
    const made = await create();
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({
      message: messages.employeeCreated,
      employee: expect.objectContaining({
        fullName: 'Иванова Мария Петровна',
        point: { id: point, name: 'ПВЗ зарплаты' },
      }),
    });
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ fullName: '   ' }, 400, messages.employeeNameRequired],
      [{ hiredOn: '2025-02-01', leftOn: '2025-01-01' }, 400, messages.employeeLeftBeforeHired],
      [{ pvzId: 999_999 }, 404, messages.pointUnknown],
      [{ userId: 999_999 }, 404, messages.employeeUserUnknown],
    ];
    for (const [fields, status, message] of refusals) {
      const answer = await create(fields);
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    for (const bad of [
      { paymentPerShift: -1 },
      { hoursPerShift: 0 },
      { hoursPerShift: 25 },
      { paymentPerShift: 1.5 },
    ]) {
      expect((await create(bad)).statusCode).toBe(400);
    }
    // a manager of another point may neither add here nor see this point's people
    expect((await create({}, manager)).statusCode).toBe(403);
    expect((await manager.get(employeesRoutes.list)).json().employees).toEqual([]);
    expect((await create({}, office)).statusCode).toBe(403);
    expect((await office.get(employeesRoutes.list)).json().employees).toHaveLength(1);
  });

  it('links a staff user to one employee only', async () => {
    const me = (await admin.get('/api/public/auth/me')).json().user.id;
    expect((await create({ fullName: 'Директор', pvzId: null, userId: me })).statusCode).toBe(200);
    const again = await create({ fullName: 'Двойник', userId: me });
    expect([again.statusCode, again.json().error]).toEqual([409, messages.employeeUserTaken]);
  });
});

describe('«Зарплата»', () => {
  it('fills the month once per working employee at the hourly rate of pay per shift / hours per shift', async () => {
    await create({ fullName: 'Уволенный', leftOn: '2025-03-31' });
    const filled = await admin.post(payrollRoutes.fill, { month });
    expect(filled.statusCode).toBe(200);
    const names = filled.json().rows.map((row: { employee: { name: string } }) => row.employee.name);
    expect(names).toEqual(['Директор', 'Иванова Мария Петровна']);
    expect(filled.json().rows[1]).toEqual(expect.objectContaining({ rate: 208_33, hours: 0, net: 0 }));
    expect((await admin.post(payrollRoutes.fill, { month })).json().rows).toHaveLength(2);
    // the office reads its point's rows only
    expect((await payroll(office)).rows.map((row: { employee: { name: string } }) => row.employee.name)).toEqual([
      'Иванова Мария Петровна',
    ]);
    expect((await office.post(payrollRoutes.fill, { month })).statusCode).toBe(403);
  });

  it('saves the hours and sums of the month and computes the net; «Нам должны» makes a debtor with a public page', async () => {
    const row = (await payroll()).rows[1];
    const edit = (fields: Record<string, unknown>, caller: Client = admin) =>
      caller.post(payrollRoutes.save, {
        month,
        rows: [
          {
            id: row.id,
            hours: 180,
            advance: 5000_00,
            advanceOfficial: 0,
            salaryOfficial: 0,
            deductions: 0,
            extra: 1000_00,
            note: '',
            ...fields,
          },
        ],
      });
    const saved = await edit({});
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rows[1]).toEqual(
      expect.objectContaining({
        hours: 180,
        totalBeforeDeductions: 38_499_40,
        totalAccrued: 38_499_40,
        net: 33_499_40,
      }),
    );
    expect((await edit({ hours: 7.555 })).json().error).toBe(messages.payrollHoursInvalid);
    expect((await edit({ hours: -1 })).statusCode).toBe(400);
    expect((await edit({ note: 'Должен' })).statusCode).toBe(400);
    expect((await edit({}, manager)).json().error).toBe(messages.payrollRowNotFound);
    const otherMonth = await admin.post(payrollRoutes.save, {
      month: '2030-01-01',
      rows: [
        { id: row.id, hours: 1, advance: 0, advanceOfficial: 0, salaryOfficial: 0, deductions: 0, extra: 0, note: '' },
      ],
    });
    expect(otherMonth.statusCode).toBe(404);

    // paid 40 000 ₽ ahead for 10 hours: owes 40 000 − 2 083,30 = 37 916,70 ₽
    expect((await edit({ hours: 10, advance: 40_000_00, extra: 0, note: 'Нам должны' })).json().rows[1].net).toBe(
      -37_916_70,
    );
    const debtors = (await admin.get(debtorsRoutes.list)).json();
    const owing = debtors.debtors.find((debtor: { kind: string }) => debtor.kind === 'employee');
    expect(owing).toEqual(
      expect.objectContaining({ name: 'Иванова Мария Петровна', phone: '+79120007788', owed: 37_916_70, since: month }),
    );
    // a manager of another point does not see this point's people among the debtors
    const seenElsewhere = (await manager.get(debtorsRoutes.list)).json().debtors;
    expect(seenElsewhere.some((debtor: { kind: string }) => debtor.kind === 'employee')).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `${debtorsRoutes.publicDebtor}?link=${owing.link}` });
    expect(page.json()).toEqual({
      name: 'Иванова Мария Петровна',
      owed: 37_916_70,
      rows: [{ date: month, title: expect.stringMatching(/^Зарплата за /), value: null, amount: 37_916_70 }],
    });
    // settled: the note goes, so does the debt
    await edit({ hours: 10, advance: 40_000_00, extra: 0, note: 'Оплачено' });
    const after = (await admin.get(debtorsRoutes.list)).json().debtors;
    expect(after.some((debtor: { kind: string }) => debtor.kind === 'employee')).toBe(false);
  });
});
