import { randomUUID } from 'node:crypto';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { change, equipment, itemAt } from './equipment-fixtures.js';

let t: TestApp;
let admin: Client;
let operator: Client;
let north: number;
let south: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  other = await pointNamed(admin, 'ПВЗ Чужой');
  operator = await staffWith(t.app, admin, {
    username: 'eq-operator',
    role: 'PVZ',
    scope: scopeOf([north, south], north),
  });
  // signing people in hashes passwords: slow on a busy machine
}, 120_000);
afterAll(async () => t.close());

describe('the audit by scanning', () => {
  it('answers found, missing and not ours, and names only what the caller may see', async () => {
    const printer = await itemAt(admin, north, { name: 'Принтер' });
    const scanner = await itemAt(admin, north, { name: 'Сканер', type: 'Сканер штрихкодов', state: 'faulty' });
    const scales = await itemAt(admin, north, { name: 'Весы', type: 'Весы' });
    const oldOne = await itemAt(admin, north, { name: 'Старый монитор', type: 'Монитор' });
    await change(admin, equipment.decommission, { ids: [oldOne.id], reason: 'Сгорел' });
    const southern = await itemAt(admin, south, { name: 'Ноутбук Юга', type: 'Ноутбук' });
    const foreign = await itemAt(admin, other, { name: 'Чужой ноутбук', type: 'Ноутбук' });
    const tyres = await itemAt(admin, north, {}, 'auto');

    // the operator reads the register: the count is theirs to make, and it stores nothing
    const answer = await operator.post(equipment.audit, {
      pointId: north,
      ids: [printer.id, scanner.id, printer.id, oldOne.id, southern.id, foreign.id, tyres.id, 999_999],
    });
    expect(answer.statusCode).toBe(200);
    const audit = answer.json();
    expect(audit.found.map((item: { id: number }) => item.id).sort()).toEqual([printer.id, scanner.id].sort());
    expect(audit.found.find((item: { id: number }) => item.id === scanner.id)).toMatchObject({
      inventoryNumber: scanner.inventoryNumber,
      name: 'Сканер',
      state: 'faulty',
    });
    expect(audit.missing).toEqual([expect.objectContaining({ id: scales.id, name: 'Весы' })]);
    const notOurs = Object.fromEntries(audit.notOurs.map((item: { id: number }) => [item.id, item]));
    expect(notOurs[oldOne.id]).toMatchObject({ reason: 'decommissioned', name: 'Старый монитор' });
    expect(notOurs[southern.id]).toMatchObject({
      reason: 'other-point',
      name: 'Ноутбук Юга',
      point: { id: south, name: 'ПВЗ Юг' },
    });
    // an item of a point outside the operator's is no different from one that does not exist
    expect(notOurs[foreign.id]).toBeUndefined();
    expect(notOurs[tyres.id]).toMatchObject({ reason: 'other-register' });
    expect([...audit.unknown].sort((a: number, b: number) => a - b)).toEqual([foreign.id, 999_999]);
  });

  it('counts nothing scanned as all missing, and refuses bad input and other points', async () => {
    const place = await pointNamed(admin, 'ПВЗ Пустой');
    const item = await itemAt(admin, place);
    const empty = (await admin.post(equipment.audit, { pointId: place, ids: [] })).json();
    expect(empty).toEqual({ found: [], missing: [expect.objectContaining({ id: item.id })], notOurs: [], unknown: [] });
    const forbidden = await operator.post(equipment.audit, { pointId: other, ids: [] });
    expect([forbidden.statusCode, forbidden.json().error]).toEqual([403, messages.pointOutOfScope]);
    for (const body of [
      { pointId: place },
      { pointId: place, ids: [0] },
      { pointId: place, ids: [-5] },
      { pointId: place, ids: [2_147_483_648] },
      { pointId: place, ids: Array.from({ length: 5001 }, (_, index) => index + 1) },
      { pointId: 'ПВЗ', ids: [] },
    ])
      expect((await admin.post(equipment.audit, body)).statusCode).toBe(400);
  });

  it('is not a parcel: the goods scans refuse an equipment label as an unknown code', async () => {
    const item = await itemAt(admin, north);
    const label = `https://darom.pro/equipment/record/${item.id}`;
    const accepted = await admin.post(goodsRoutes.acceptScan, { operationId: randomUUID(), pvzId: north, code: label });
    expect([accepted.statusCode, accepted.json().error]).toEqual([400, messages.codeUnknown]);
    const resolved = await admin.post(goodsRoutes.resolveScan, { pvzId: north, code: label });
    expect([resolved.statusCode, resolved.json().error]).toEqual([400, messages.codeUnknown]);
    const found = await admin.get(`${goodsLookupRoutes.find}?q=${encodeURIComponent(label)}`);
    expect(found.json()).toEqual({ hits: [] });
  });
});
