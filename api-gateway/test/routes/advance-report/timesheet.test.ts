import { employeesRoutes, payrollRoutes } from '@pvz/contracts/api/employees';
import { timesheetRoutes } from '@pvz/contracts/api/timesheet';
import { messages } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pointWithCells } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let stranger: Client;
let employee: number;
const month = '2026-11-01';
const previous = '2026-10-01';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const point = await pointWithCells(admin, 'ПВЗ табеля', 5);
  const other = await pointWithCells(admin, 'ПВЗ чужой', 5);
  manager = await staffWith(t.app, admin, { username: 'manager', role: 'RMANAGER', scope: scopeOf([point]) });
  stranger = await staffWith(t.app, admin, { username: 'stranger', role: 'RMANAGER', scope: scopeOf([other]) });
  const made = await admin.post(employeesRoutes.create, {
    employee: {
      fullName: 'Сидоров Олег',
      job: 'Сотрудник ПВЗ',
      pvzId: point,
      company: '',
      bank: '',
      phone: '',
      paymentPerShift: 2400_00,
      hoursPerShift: 12,
      hiredOn: '2025-01-01',
      leftOn: null,
      userId: null,
    },
  });
  employee = made.json().employee.id;
});
afterAll(async () => t.close());

const save = (cells: { day: number; hours: number; employeeId?: number }[], caller: Client = manager, of = month) =>
  caller.post(timesheetRoutes.save, { month: of, cells: cells.map((cell) => ({ employeeId: employee, ...cell })) });
const sheet = async (caller: Client = manager, of = month) =>
  (await caller.get(`${timesheetRoutes.month}?month=${of}`)).json();

describe('«Табель»', () => {
  it('keeps hours per day with the month’s totals, for the caller’s employees only', async () => {
    const saved = await save([
      { day: 1, hours: 12 },
      { day: 2, hours: 12 },
      { day: 30, hours: 6 },
    ]);
    expect(saved.statusCode).toBe(200);
    const row = saved.json().rows[0];
    expect(saved.json().days).toBe(30);
    expect(row).toEqual(expect.objectContaining({ total: 30, workedDays: 3 }));
    expect(row.hours.slice(0, 3)).toEqual([12, 12, 0]);
    expect((await sheet(stranger)).rows).toEqual([]);
    expect((await save([{ day: 3, hours: 8 }], stranger)).json().error).toBe(messages.timesheetEmployeeUnknown);
    expect((await save([{ day: 31, hours: 8 }])).json().error).toBe(messages.timesheetDayInvalid);
    expect((await save([{ day: 3, hours: 25 }])).statusCode).toBe(400);
    expect((await sheet()).rows[0].total).toBe(30);
    // a cell named twice in one save counts once, as its last value
    const twice = await save([
      { day: 3, hours: 4 },
      { day: 3, hours: 5 },
    ]);
    expect(twice.json().rows[0].hours[2]).toBe(5);
    await save([{ day: 3, hours: 0 }]);
  });

  it('feeds the payroll its hours, when filled and when changed afterwards', async () => {
    const filled = (await admin.post(payrollRoutes.fill, { month })).json();
    // 2 400 ₽ / 12 h = 200 ₽ an hour, 30 hours
    expect(filled.rows[0]).toEqual(expect.objectContaining({ hours: 30, rate: 200_00, totalAccrued: 6000_00 }));
    await save([{ day: 2, hours: 0 }]);
    expect((await admin.get(`${payrollRoutes.list}?month=${month}`)).json().rows[0].hours).toBe(18);
  });

  it('copies last month’s hours into the empty days only', async () => {
    await save(
      [
        { day: 3, hours: 11 },
        { day: 1, hours: 5 },
        { day: 31, hours: 7 },
      ],
      manager,
      previous,
    );
    const copied = await manager.post(timesheetRoutes.copyPrevious, { month });
    const hours = copied.json().rows[0].hours;
    // the 1st kept its 12, the 3rd took 11; October's 31st has no day in November
    expect(hours.slice(0, 3)).toEqual([12, 0, 11]);
    expect(copied.json().rows[0].total).toBe(12 + 11 + 6);
  });

  it('closes an approved month to changes; only the director approves', async () => {
    const refused = await manager.post(timesheetRoutes.lock, { month, locked: true });
    expect([refused.statusCode, refused.json().error]).toEqual([403, messages.timesheetLockDirector]);
    expect((await admin.post(timesheetRoutes.lock, { month, locked: true })).json().locked).toBe(true);
    const closed = await save([{ day: 4, hours: 8 }]);
    expect([closed.statusCode, closed.json().error]).toEqual([409, messages.timesheetLocked]);
    expect((await manager.post(timesheetRoutes.copyPrevious, { month })).statusCode).toBe(409);
    // the payroll may change its sums, not the approved hours
    const row = (await admin.get(`${payrollRoutes.list}?month=${month}`)).json().rows[0];
    const payrollEdit = (hours: number) =>
      admin.post(payrollRoutes.save, {
        month,
        rows: [
          {
            id: row.id,
            hours,
            advance: 100_00,
            advanceOfficial: 0,
            salaryOfficial: 0,
            deductions: 0,
            extra: 0,
            note: '',
          },
        ],
      });
    expect((await payrollEdit(row.hours + 1)).json().error).toBe(messages.timesheetLocked);
    expect((await payrollEdit(row.hours)).statusCode).toBe(200);
    expect((await admin.post(timesheetRoutes.lock, { month, locked: false })).json().locked).toBe(false);
    expect((await save([{ day: 4, hours: 8 }])).statusCode).toBe(200);
  });
});
