import { randomUUID } from 'node:crypto';
import { employeeTaskRoutes } from '@pvz/contracts/api/employee-tasks';
import { HOME_CHART_DAYS, type HomeSummary, homeRoutes } from '@pvz/contracts/api/home';
import { moscowDay } from '@pvz/contracts/moscow-time';
import {
  type Client,
  createTestApp,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { acceptScan, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';
import { handedOverParcel } from '../goods/returns-fixtures.js';
import { createdTask, taskBody } from '../tasks/task-fixtures.js';

let t: TestApp;
let admin: Client;
let north: number;
let south: number;
let operator: Client;

const summaryOf = async (caller: Client): Promise<HomeSummary> => {
  const answer = await caller.get(homeRoutes.summary);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointWithCells(admin, 'Север', 20);
  south = await pointWithCells(admin, 'Юг', 20);
  operator = await staffWith(t.app, admin, { username: 'north-op', role: 'PVZ', scope: scopeOf([north], north) });
  // at the north point: one on the way, two in cells (one of them there for a week), one handed over for
  // cash, one refused and not shipped back; at the south point: one in a cell
  await sortedPurchase(admin, north, '+79140000001');
  for (const [point, phone] of [
    [north, '+79140000002'],
    [north, '+79140000003'],
    [south, '+79140000004'],
  ] as const) {
    const row = await sortedPurchase(admin, point, phone);
    expect((await acceptScan(admin, point, `1/${row.id}`)).statusCode).toBe(200);
  }
  const stale = await t.database.db
    .selectFrom('goods')
    .select('id')
    .where('client_phone', '=', '+79140000003')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('goods')
    .set({ delivered_pvz_at: new Date(Date.now() - 7 * 86_400_000) })
    .where('id', '=', stale.id)
    .execute();
  await handedOverParcel({ admin, operator: admin, pointId: north, phone: '+79140000005', outcome: 'cash' });
  await handedOverParcel({ admin, operator: admin, pointId: north, phone: '+79140000006', outcome: 'defect' });
  const adminId = (
    await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  await t.database.db
    .insertInto('equipment_items')
    .values([
      {
        register: 'equipment',
        inventory_number: 'ОБ-1',
        name: 'Сканер',
        type: 'Сканер',
        state: 'repair',
        point_id: north,
        created_by: adminId,
      },
      {
        register: 'equipment',
        inventory_number: 'ОБ-2',
        name: 'Принтер',
        type: 'Принтер',
        state: 'faulty',
        point_id: south,
        created_by: adminId,
      },
    ])
    .execute();
  await t.database.db
    .insertInto('chat_threads')
    .values([
      {
        subject: 'Где посылка?',
        guest_name: 'Анна',
        guest_phone: '+79140000007',
        guest_token_hash: 'a',
        point_id: north,
        waiting_since: new Date(),
      },
      {
        subject: 'Часы работы',
        guest_name: 'Олег',
        guest_phone: '+79140000008',
        guest_token_hash: 'b',
        point_id: south,
      },
    ])
    .execute();
});
afterAll(async () => t.close());

describe('GET /api/home/summary', () => {
  it('gives the director every point with its parcels, the money taken today, and the network’s counters', async () => {
    const summary = await summaryOf(admin);
    expect(summary.day).toBe(moscowDay());
    const named = (name: string) => summary.points?.find((point) => point.name === name);
    expect(named('Север')).toMatchObject({
      onTheWay: 1,
      atPoint: 2,
      expiring: 1,
      returnsToShip: 1,
      // the cash hand-over and the refusal's fee
      cashToday: 1100_00,
      onlineToday: 0,
    });
    expect(named('Юг')).toMatchObject({ onTheWay: 0, atPoint: 1, expiring: 0, returnsToShip: 0, cashToday: 0 });
    expect(summary.equipment).toEqual({ repair: 1, faulty: 1 });
    expect(summary.autoStorage).toEqual({ repair: 0, faulty: 0 });
    expect(summary.chats).toMatchObject({ open: 2, waiting: 1, unassigned: 2, mine: 0 });
    expect(summary.withdrawals).toEqual({ toHandOver: 0, toReceive: 0, toReceiveAmount: 0 });
    expect(summary.debtors).toEqual({ count: 0, owed: 0 });
    expect(summary.days).toHaveLength(HOME_CHART_DAYS);
    const today = summary.days?.at(-1);
    expect(today).toMatchObject({ day: moscowDay(), accepted: 4, issued: 2 });
    expect(today?.income).toBeGreaterThan(0);
  });

  it('gives a point operator their own point only, and nothing their role has no page for', async () => {
    const summary = await summaryOf(operator);
    expect(summary.points?.map((point) => point.name)).toEqual(['Север']);
    expect(summary.points?.[0]).toMatchObject({ atPoint: 2, returnsToShip: 1, cashToday: 1100_00 });
    expect(summary.equipment).toEqual({ repair: 1, faulty: 0 });
    expect(summary.chats).toMatchObject({ open: 1, waiting: 1 });
    // no debtors' or turnover's page in the operator's role; the advance report is theirs
    expect(summary.debtors).toBeNull();
    expect(summary.days).toBeNull();
    expect(summary.transfersToConfirm).toBe(0);
  });

  it('leaves out the parts whose page the caller lacks, and the income of a hidden column', async () => {
    const narrow = await staffWith(t.app, admin, {
      username: 'narrow',
      role: 'USER',
      scope: scopeOf([north], north),
      overrides: {
        pages: { 'goods-issue': 'read', 'goods-turnover': 'read' },
        columns: { purchase: { profit: 'hidden' }, barcode: { profit: 'hidden' }, shop: { profit: 'hidden' } },
      },
    });
    const summary = await summaryOf(narrow);
    expect(summary.points?.[0]).toMatchObject({ name: 'Север', atPoint: 2, returnsToShip: null, cashToday: null });
    expect(summary.chats).toBeNull();
    expect(summary.withdrawals).toBeNull();
    expect(summary.equipment).toBeNull();
    expect(summary.days?.at(-1)).toMatchObject({ accepted: 3, issued: 2 });
    expect(summary.days?.at(-1)).not.toHaveProperty('income');
  });

  it('gives those with the employee tasks page their tasks of today, ticked or not, and the others none', async () => {
    const noTasks = await staffWith(t.app, admin, {
      username: 'no-tasks',
      role: 'PVZ',
      scope: scopeOf([north], north),
      overrides: { pages: { 'extra-tasks-employees': 'none' }, columns: {} },
    });
    await createdTask(admin, taskBody(north, { title: 'Протереть витрину' }));
    const mine = (await summaryOf(operator)).myTasks;
    expect(mine).toEqual([
      expect.objectContaining({ title: 'Протереть витрину', day: moscowDay(), doneAt: null, overdue: false }),
    ]);
    const occurrenceId = mine?.[0]?.occurrenceId;
    const ticked = await operator.post(employeeTaskRoutes.tick, { operationId: randomUUID(), occurrenceId });
    expect(ticked.statusCode).toBe(200);
    expect((await summaryOf(operator)).myTasks?.[0]?.doneAt).toEqual(expect.any(String));
    expect((await summaryOf(noTasks)).myTasks).toBeNull();
    // manager tasks: the director has their page, point staff have not
    expect((await summaryOf(admin)).managerTasksOverdue).toBe(0);
    expect((await summaryOf(operator)).managerTasksOverdue).toBeNull();
  });

  it('is for staff: a client is refused, an anonymous caller asked to sign in', async () => {
    const client = await registeredClient(t.app);
    expect((await client.get(homeRoutes.summary)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: homeRoutes.summary })).statusCode).toBe(401);
  });
});
