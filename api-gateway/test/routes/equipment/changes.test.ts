import { randomUUID } from 'node:crypto';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { fakePushConfig, RecordingPushSender } from '../../helpers/fake-push.js';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { autoStorage, change, equipment, itemAt } from './equipment-fixtures.js';

const sender = new RecordingPushSender();
let t: TestApp;
let admin: Client;
let manager: Client;
let regional: Client;
let office: Client;
let north: number;
let south: number;
let far: number;

beforeAll(async () => {
  t = await createTestApp({ push: fakePushConfig(sender) });
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  far = await pointNamed(admin, 'ПВЗ Дальний');
  manager = await staffWith(t.app, admin, {
    username: 'eq-manager',
    role: 'ADMINISTRATOR',
    scope: scopeOf([north, south]),
  });
  regional = await staffWith(t.app, admin, { username: 'eq-regional', role: 'RMANAGER', scope: scopeOf([far]) });
  office = await staffWith(t.app, admin, { username: 'eq-office', role: 'OFFICE', scope: scopeOf([north]) });
  await manager.post(notificationRoutes.createEmployeeToken, { username: 'eq-manager', token: 'manager-device' });
  // signing people in hashes passwords: slow on a busy machine
}, 120_000);
afterAll(async () => t.close());
beforeEach(() => {
  sender.sent.length = 0;
});

const record = async (id: number, caller: Client = admin) => (await caller.get(`${equipment.record}?id=${id}`)).json();
const notificationsOf = async (caller: Client) =>
  (await caller.get(notificationRoutes.list)).json().items as { title: string; message: string }[];
const notificationCount = async (caller: Client) => (await caller.get(notificationRoutes.list)).json().total as number;

describe('changes to items', () => {
  it('changes the state of several at once; a breakdown tells the managers of the point, in-app and by push', async () => {
    const printer = await itemAt(admin, north, { name: 'Принтер этикеток Xprinter' });
    const scanner = await itemAt(admin, north, { name: 'Сканер Honeywell', type: 'Сканер штрихкодов' });
    const broke = await change(admin, equipment.state, {
      ids: [printer.id],
      state: 'repair',
      note: 'Полосы на печати',
    });
    expect(broke.json()).toEqual({ message: 'Статус изменён', changed: 1 });

    const told = await notificationsOf(manager);
    expect(told[0]).toMatchObject({
      title: 'Статус оборудования',
      message: `Оборудование «Принтер этикеток Xprinter» (${printer.inventoryNumber}, ПВЗ Север) переведено в статус «Требуется ремонт»`,
    });
    expect(sender.sent).toEqual([
      { tokens: ['manager-device'], message: expect.objectContaining({ title: 'Статус оборудования' }) },
    ]);
    // the regional manager of another point, the office (it reads the page) and the one who did it: not told
    expect(await notificationsOf(regional)).toEqual([]);
    expect(await notificationsOf(office)).toEqual([]);
    expect(await notificationsOf(admin)).toEqual([]);

    const both = await change(manager, equipment.state, { ids: [printer.id, scanner.id], state: 'faulty' });
    expect(both.json()).toEqual({ message: 'Статус изменён: 2', changed: 2 });
    const [latest] = await notificationsOf(admin);
    expect(latest?.message).toBe(
      `Оборудование «Принтер этикеток Xprinter» (${printer.inventoryNumber}, ПВЗ Север), «Сканер Honeywell» (${scanner.inventoryNumber}, ПВЗ Север) переведено в статус «Неисправное»`,
    );
    const history = (await record(printer.id)).history;
    expect(history.slice(0, 2)).toMatchObject([
      { kind: 'state', fromState: 'repair', toState: 'faulty', actor: 'eq-manager' },
      { kind: 'state', fromState: 'ok', toState: 'repair', actor: 'admin', note: 'Полосы на печати' },
    ]);

    // the same state again changes nothing; back to «Исправное» tells nobody
    expect((await change(manager, equipment.state, { ids: [printer.id], state: 'faulty' })).json()).toEqual({
      message: messages.equipmentStateUnchanged,
      changed: 0,
    });
    sender.sent.length = 0;
    await change(admin, equipment.state, { ids: [printer.id], state: 'ok' });
    expect(sender.sent).toEqual([]);

    // auto storage items are told of in their own words
    const tyres = await itemAt(admin, north, { name: 'Шины зимние' }, 'auto');
    await change(admin, autoStorage.state, { ids: [tyres.id], state: 'faulty' });
    expect((await notificationsOf(manager))[0]?.message).toBe(
      `Позиция автосклада «Шины зимние» (${tyres.inventoryNumber}, ПВЗ Север) переведена в статус «Неисправное»`,
    );
  });

  it('does a state change once, however often the same operation arrives at the same time', async () => {
    const item = await itemAt(admin, north);
    const before = await notificationCount(manager);
    const body = { operationId: randomUUID(), ids: [item.id], state: 'repair', note: '' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(equipment.state, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set([JSON.stringify({ message: 'Статус изменён', changed: 1 })]),
    );
    const states = (await record(item.id)).history.filter((event: { kind: string }) => event.kind === 'state');
    expect(states).toHaveLength(1);
    expect(await notificationCount(manager)).toBe(before + 1);
    // the same id with another request is refused
    const reused = await admin.post(equipment.state, { ...body, state: 'faulty' });
    expect([reused.statusCode, reused.json().error]).toEqual([409, messages.operationRequestDiffers]);
  });

  it('moves items between points with who, when, from and to', async () => {
    const item = await itemAt(admin, north);
    const moved = await change(manager, equipment.move, { ids: [item.id], toPointId: south, note: 'На замену' });
    expect(moved.json()).toEqual({ message: 'Перемещено на «ПВЗ Юг»: 1', changed: 1 });
    const card = await record(item.id);
    expect(card.item.point).toEqual({ id: south, name: 'ПВЗ Юг' });
    expect(card.history[0]).toMatchObject({
      kind: 'move',
      actor: 'eq-manager',
      fromPoint: { id: north, name: 'ПВЗ Север' },
      toPoint: { id: south, name: 'ПВЗ Юг' },
      note: 'На замену',
    });
    expect(Date.parse(card.history[0].at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await change(manager, equipment.move, { ids: [item.id], toPointId: south })).json()).toEqual({
      message: messages.equipmentAlreadyThere,
      changed: 0,
    });
    const unknown = await change(admin, equipment.move, { ids: [item.id], toPointId: 999_999 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, messages.pointUnknown]);
    const deleted = await pointNamed(admin, 'ПВЗ закрыт');
    await admin.post('/api/reference/points/delete', { id: deleted });
    expect((await change(admin, equipment.move, { ids: [item.id], toPointId: deleted })).statusCode).toBe(404);
    // out of the manager's points: refused before anything is looked at
    expect((await change(manager, equipment.move, { ids: [item.id], toPointId: far })).statusCode).toBe(403);
    const missing = await change(admin, equipment.move, { ids: [item.id, 999_999], toPointId: north });
    expect([missing.statusCode, missing.json().error]).toEqual([404, messages.equipmentNotFound]);
    expect((await record(item.id)).item.point.id).toBe(south);
  });

  it('logs repairs with their cost in kopecks; a repair that fixed it makes it «Исправное»', async () => {
    const item = await itemAt(admin, north, { state: 'faulty' });
    const first = await change(manager, equipment.repair, {
      id: item.id,
      cost: 1_250_50,
      note: 'Замена головки',
      fixed: false,
    });
    expect(first.json()).toMatchObject({
      message: messages.equipmentRepairSaved,
      item: { state: 'faulty', repairsCost: 1_250_50 },
    });
    const second = await change(manager, equipment.repair, { id: item.id, cost: 300_00, note: 'Чистка', fixed: true });
    expect(second.json().item).toMatchObject({ state: 'ok', repairsCost: 1_550_50 });
    expect((await record(item.id)).history.slice(0, 3)).toMatchObject([
      { kind: 'state', fromState: 'faulty', toState: 'ok', note: 'После ремонта' },
      { kind: 'repair', cost: 300_00, note: 'Чистка' },
      { kind: 'repair', cost: 1_250_50, note: 'Замена головки' },
    ]);
    for (const cost of [-1, 1.5, 1_000_000_001, Number.MAX_SAFE_INTEGER, '1e308', 'сто', [1, 2]]) {
      const answer = await change(manager, equipment.repair, { id: item.id, cost, fixed: false });
      expect({ cost, status: answer.statusCode }).toEqual({ cost, status: 400 });
      expect(answer.json().error).toMatch(/[а-яё]/i);
    }
    const nul = await change(manager, equipment.repair, { id: item.id, cost: 0, note: 'a\u0000b', fixed: false });
    expect(nul.statusCode).toBe(400);
    expect((await record(item.id)).item.repairsCost).toBe(1_550_50);
  });

  it('decommissions for good, with a reason: the item moves to the decommissioned list with its history', async () => {
    const item = await itemAt(admin, north, { name: 'Старый монитор', type: 'Монитор' });
    await change(admin, equipment.state, { ids: [item.id], state: 'faulty' });
    const noReason = await change(manager, equipment.decommission, { ids: [item.id], reason: '  ' });
    expect([noReason.statusCode, noReason.json().error]).toEqual([400, messages.equipmentReasonRequired]);

    const done = await change(manager, equipment.decommission, { ids: [item.id], reason: 'Не подлежит ремонту' });
    expect(done.json()).toEqual({ message: 'Списано', changed: 1 });
    const again = await change(manager, equipment.decommission, { ids: [item.id], reason: 'Ещё раз' });
    expect([again.statusCode, again.json().error]).toEqual([409, messages.equipmentAlreadyDecommissioned]);

    const list = (view: string) =>
      admin.get(`${equipment.list}?view=${view}&pointId=${north}&page=0&pageSize=500`).then((answer) => answer.json());
    expect((await list('active')).rows.map((row: { id: number }) => row.id)).not.toContain(item.id);
    const gone = (await list('decommissioned')).rows.find((row: { id: number }) => row.id === item.id);
    expect(gone).toMatchObject({ decommissionReason: 'Не подлежит ремонту', decommissionedBy: 'eq-manager' });
    const card = await record(item.id);
    expect(card.history.map((event: { kind: string }) => event.kind)).toEqual(['decommission', 'state', 'created']);

    // final: nothing else changes it
    const after = [
      await change(manager, equipment.state, { ids: [item.id], state: 'ok' }),
      await change(manager, equipment.move, { ids: [item.id], toPointId: south }),
      await change(manager, equipment.repair, { id: item.id, cost: 0, fixed: true }),
      await change(manager, equipment.edit, {
        id: item.id,
        name: 'x',
        type: 'Монитор',
        serial: '',
        responsibleId: null,
      }),
    ];
    for (const answer of after)
      expect([answer.statusCode, answer.json().error]).toEqual([409, messages.equipmentDecommissionedFinal]);
    // and a bulk with one decommissioned item among live ones changes none of them
    const live = await itemAt(admin, north);
    const mixed = await change(manager, equipment.decommission, { ids: [live.id, item.id], reason: 'Списание' });
    expect(mixed.statusCode).toBe(409);
    expect((await record(live.id)).item.decommissionedAt).toBeNull();
    // nothing was deleted
    const rows = await t.database.db.selectFrom('equipment_items').select('id').where('id', '=', item.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses empty, repeated, huge and foreign ids', async () => {
    const item = await itemAt(admin, north);
    const bad: Record<string, unknown>[] = [
      { ids: [], state: 'ok' },
      { ids: [item.id, item.id], state: 'ok' },
      { ids: Array.from({ length: 501 }, (_, index) => index + 1), state: 'ok' },
      { ids: [0], state: 'ok' },
      { ids: [2_147_483_648], state: 'ok' },
      { ids: 'все', state: 'ok' },
      { ids: [item.id], state: 'ok', note: 'x'.repeat(1001) },
    ];
    for (const body of bad) expect((await change(admin, equipment.state, body)).statusCode).toBe(400);
    const tyres = await itemAt(admin, north, {}, 'auto');
    // an auto storage item is not an item of the equipment register
    expect((await change(admin, equipment.state, { ids: [tyres.id], state: 'repair' })).statusCode).toBe(404);
    expect((await change(admin, equipment.decommission, { ids: [tyres.id], reason: 'x' })).statusCode).toBe(404);
  });
});
