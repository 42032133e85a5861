import { randomUUID } from 'node:crypto';
import { fileRoutes } from '@pvz/contracts/api/files';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { pngBytes, upload } from '../notifications/upload-fixtures.js';
import { autoStorage, change, equipment, itemAt, newItem } from './equipment-fixtures.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let operator: Client;
let southOperator: Client;
let north: number;
let south: number;
let other: number;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  other = await pointNamed(admin, 'ПВЗ Чужой');
  manager = await staffWith(t.app, admin, {
    username: 'eq-manager',
    role: 'ADMINISTRATOR',
    scope: scopeOf([north, south]),
  });
  operator = await staffWith(t.app, admin, { username: 'eq-operator', role: 'PVZ', scope: scopeOf([north], north) });
  southOperator = await staffWith(t.app, admin, { username: 'eq-south', role: 'PVZ', scope: scopeOf([south], south) });
  const users = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
  operatorId = users.find((user) => user.username === 'eq-operator')?.id ?? 0;
  // signing people in hashes passwords: slow on a busy machine
}, 120_000);
afterAll(async () => t.close());

const isRussian = (text: unknown) => typeof text === 'string' && /[а-яё]/i.test(text);

describe('the register', () => {
  it('numbers each item from its register’s sequence, with its prefix, whatever the caller sends', async () => {
    const made = await manager.post(equipment.create, { ...newItem(north), inventoryNumber: 'ОБ-999999', id: 77 });
    expect(made.statusCode).toBe(200);
    const item = made.json().item;
    expect(item).toMatchObject({ register: 'equipment', name: 'Принтер этикеток Xprinter', state: 'ok' });
    expect(item.inventoryNumber).toMatch(/^ОБ-\d{6}$/);
    expect(item.inventoryNumber).not.toBe('ОБ-999999');
    const auto = await itemAt(manager, north, {}, 'auto');
    expect(auto.inventoryNumber).toMatch(/^АХ-\d{6}$/);

    // twenty at once: twenty numbers, none twice
    const answers = await Promise.all(Array.from({ length: 20 }, () => manager.post(equipment.create, newItem(south))));
    const numbers = answers.map((answer) => answer.json().item.inventoryNumber as string);
    expect(new Set(numbers).size).toBe(20);

    // an edit cannot change it either, and the database refuses a second item with the same number
    const edited = await change(manager, equipment.edit, {
      id: item.id,
      name: 'Принтер этикеток',
      type: 'Принтер этикеток',
      serial: '',
      responsibleId: null,
      inventoryNumber: 'ОБ-000000',
    });
    expect(edited.json().item.inventoryNumber).toBe(item.inventoryNumber);
    await expect(
      sql`insert into equipment_items (register, inventory_number, name, type, point_id, created_by)
        values ('equipment', ${item.inventoryNumber}, 'Подделка', 'Прочее', ${north}, 1)`.execute(t.database.db),
    ).rejects.toThrow();
  });

  it('refuses bad input with a Russian message and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('equipment_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refusals: [Record<string, unknown>, number, string | null][] = [
      [{ name: '   ' }, 400, messages.equipmentNameRequired],
      [{ type: 'Танк' }, 400, messages.equipmentTypeUnknown],
      // the other register's type
      [{ type: 'Шины' }, 400, messages.equipmentTypeUnknown],
      [{ pointId: 999_999 }, 404, messages.pointUnknown],
      [{ responsibleId: 999_999 }, 400, messages.equipmentResponsibleInvalid],
      [{ pointId: south, responsibleId: operatorId }, 400, messages.equipmentResponsibleInvalid],
      [{ name: 'Принтер\u0000' }, 400, null],
      [{ name: 'Я'.repeat(201) }, 400, null],
      [{ serial: 'a\nb' }, 400, null],
      [{ pointId: -1 }, 400, null],
      [{ pointId: 2_147_483_648 }, 400, null],
      [{ pointId: 1.5 }, 400, null],
      [{ state: 'broken' }, 400, null],
      [{ operationId: 'not-a-uuid' }, 400, null],
      [{ photoIds: ['not-a-uuid'] }, 400, null],
      [{ photoIds: [randomUUID()] }, 400, messages.equipmentPhotoInvalid],
      [{ note: 'x'.repeat(2001) }, 400, null],
    ];
    for (const [fields, status, error] of refusals) {
      const answer = await admin.post(equipment.create, newItem(north, fields as never));
      expect({ fields, status: answer.statusCode }).toEqual({ fields, status });
      expect(isRussian(answer.json().error)).toBe(true);
      if (error) expect(answer.json().error).toBe(error);
    }
    const after = await t.database.db
      .selectFrom('equipment_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps each caller to their points and their level: another point's item is 403", async () => {
    const ours = await itemAt(admin, north, { name: 'Сканер севера', type: 'Сканер штрихкодов' });
    const theirs = await itemAt(admin, other, { name: 'Чужой монитор', type: 'Монитор' });
    const forbidden = [
      await manager.post(equipment.create, newItem(other)),
      await manager.get(`${equipment.record}?id=${theirs.id}`),
      await manager.get(`${equipment.list}?pointId=${other}&page=0&pageSize=25`),
      await change(manager, equipment.edit, {
        id: theirs.id,
        name: 'x',
        type: 'Монитор',
        serial: '',
        responsibleId: null,
      }),
      await change(manager, equipment.state, { ids: [ours.id, theirs.id], state: 'faulty' }),
      await change(manager, equipment.move, { ids: [theirs.id], toPointId: north }),
      await change(manager, equipment.move, { ids: [ours.id], toPointId: other }),
      await change(manager, equipment.repair, { id: theirs.id, cost: 100, fixed: false }),
      await change(manager, equipment.decommission, { ids: [theirs.id], reason: 'Сломан' }),
      await change(manager, equipment.photoRemove, { id: theirs.id, fileId: randomUUID() }),
      await manager.post(equipment.audit, { pointId: other, ids: [] }),
      await southOperator.get(`${equipment.record}?id=${ours.id}`),
    ];
    for (const answer of forbidden)
      expect([answer.statusCode, answer.json().error]).toEqual([403, messages.pointOutOfScope]);
    // nothing of the refused bulk happened to the item in scope either
    expect((await manager.get(`${equipment.record}?id=${ours.id}`)).json().item.state).toBe('ok');

    // a point operator reads the register of their point, and changes nothing
    expect((await operator.get(`${equipment.record}?id=${ours.id}`)).statusCode).toBe(200);
    const listed = (await operator.get(`${equipment.list}?page=0&pageSize=500`)).json();
    expect(listed.rows.every((row: { point: { id: number } }) => row.point.id === north)).toBe(true);
    expect((await operator.post(equipment.create, newItem(north))).statusCode).toBe(403);
    expect((await change(operator, equipment.state, { ids: [ours.id], state: 'faulty' })).statusCode).toBe(403);
    // the other register's item is not this register's
    const tyres = await itemAt(admin, north, {}, 'auto');
    expect((await admin.get(`${equipment.record}?id=${tyres.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${autoStorage.record}?id=${tyres.id}`)).statusCode).toBe(200);
  });

  it('lists by point, state, type and text, sorted and paged, with the count of each state', async () => {
    const place = await pointNamed(admin, 'ПВЗ Склад');
    const made = [
      await itemAt(admin, place, { name: 'Весы напольные', type: 'Весы', serial: 'W-1' }),
      await itemAt(admin, place, { name: 'Ноутбук Lenovo', type: 'Ноутбук', serial: 'LN-77' }),
      await itemAt(admin, place, { name: 'Монитор Dell', type: 'Монитор', state: 'faulty' }),
      await itemAt(admin, place, { name: 'Монитор LG', type: 'Монитор', state: 'repair' }),
    ];
    const list = async (query: string) =>
      (await admin.get(`${equipment.list}?pointId=${place}&page=0&pageSize=25${query}`)).json();

    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.byState).toEqual({ ok: 2, repair: 1, faulty: 1 });
    expect(all.rows.map((row: { id: number }) => row.id)).toEqual(made.map((item) => item.id));
    expect((await list('&type=Монитор')).total).toBe(2);
    const faulty = await list('&state=faulty');
    expect([faulty.total, faulty.rows[0].name, faulty.byState]).toEqual([1, 'Монитор Dell', all.byState]);
    expect((await list('&q=ln-7')).rows.map((row: { name: string }) => row.name)).toEqual(['Ноутбук Lenovo']);
    expect((await list(`&q=${encodeURIComponent(made[0]?.inventoryNumber ?? '')}`)).total).toBe(1);
    // a text with LIKE's own characters is taken literally
    expect((await list('&q=%25')).total).toBe(0);
    const byName = await list('&sort=name&order=desc');
    expect(byName.rows.map((row: { name: string }) => row.name)).toEqual([
      'Ноутбук Lenovo',
      'Монитор LG',
      'Монитор Dell',
      'Весы напольные',
    ]);
    const second = (await admin.get(`${equipment.list}?pointId=${place}&page=1&pageSize=3`)).json();
    expect([second.total, second.rows.length]).toEqual([4, 1]);

    for (const query of ['&page=-1', '&pageSize=501', '&sort=secret', '&state=lost', '&pointId=0', '&q=%00'])
      expect((await admin.get(`${equipment.list}?page=0&pageSize=25${query}`)).statusCode).toBe(400);
  });

  it('edits the card; the responsible must see the register at the point, and each change is in the history', async () => {
    const item = await itemAt(manager, north);
    const edit = (fields: Record<string, unknown>) =>
      change(manager, equipment.edit, {
        id: item.id,
        name: 'Принтер этикеток Xprinter',
        type: 'Принтер этикеток',
        serial: 'XP-365B-0001',
        responsibleId: null,
        ...fields,
      });
    const saved = await edit({ name: 'Принтер у кассы', responsibleId: operatorId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().item).toMatchObject({
      name: 'Принтер у кассы',
      responsible: { id: operatorId, name: 'eq-operator' },
    });
    const history = (await manager.get(`${equipment.record}?id=${item.id}`)).json().history;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual(['responsible', 'edited', 'created']);
    expect(history[0]).toMatchObject({
      fromUser: null,
      toUser: { id: operatorId, name: 'eq-operator' },
      actor: 'eq-manager',
    });
    expect(history[1].note).toBe('Изменено: название');

    const southItem = await itemAt(manager, south);
    const refused = await change(manager, equipment.edit, {
      id: southItem.id,
      name: 'x',
      type: 'Принтер',
      serial: '',
      responsibleId: operatorId,
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, messages.equipmentResponsibleInvalid]);
    expect((await edit({ type: 'Автомобиль' })).json().error).toBe(messages.equipmentTypeUnknown);
    expect(
      (
        await change(manager, equipment.edit, {
          id: 999_999,
          name: 'x',
          type: 'Прочее',
          serial: '',
          responsibleId: null,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('offers the register’s types and the people who may be responsible at the caller’s points', async () => {
    const options = (await manager.get(equipment.options)).json();
    expect(options.types).toContain('Принтер этикеток');
    expect(options.types).not.toContain('Шины');
    expect((await manager.get(autoStorage.options)).json().types).toContain('Шины');
    const names = options.people.map((person: { name: string }) => person.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'eq-manager', 'eq-operator', 'eq-south']));
    const op = options.people.find((person: { name: string }) => person.name === 'eq-operator');
    expect(op).toMatchObject({ allPoints: false, pointIds: [north] });
    // the operator sees only the people of their own point
    const theirs = (await operator.get(equipment.options)).json().people.map((person: { name: string }) => person.name);
    expect(theirs).not.toContain('eq-south');
  });

  it('keeps photos on the card: the uploader’s own, on one card, readable by who reads the item’s point', async () => {
    const photo = async (caller: Client) =>
      (await upload(caller, pngBytes, 'photo.png', 'equipment')).json().id as string;
    const first = await photo(manager);
    const item = (await manager.post(equipment.create, newItem(north, { photoIds: [first] }))).json().item;
    expect(item.photoCount).toBe(1);
    const more = [await photo(manager), await photo(manager)];
    const added = await change(manager, equipment.photos, { id: item.id, fileIds: more });
    expect(added.json()).toMatchObject({ message: messages.equipmentPhotosAdded, item: { photoCount: 3 } });
    const card = (await manager.get(`${equipment.record}?id=${item.id}`)).json();
    expect(card.photos.map((one: { fileId: string }) => one.fileId).sort()).toEqual([first, ...more].sort());

    const refusals = [
      // already on a card
      await change(manager, equipment.photos, { id: item.id, fileIds: [first] }),
      // somebody else's upload
      await change(manager, equipment.photos, { id: item.id, fileIds: [await photo(admin)] }),
      // an upload for another purpose
      await change(manager, equipment.photos, {
        id: item.id,
        fileIds: [(await upload(manager, pngBytes, 'b.png', 'barcode')).json().id],
      }),
    ];
    for (const answer of refusals)
      expect([answer.statusCode, answer.json().error]).toEqual([400, messages.equipmentPhotoInvalid]);
    const many = await Promise.all(Array.from({ length: 8 }, () => photo(manager)));
    expect((await change(manager, equipment.photos, { id: item.id, fileIds: many })).json().error).toBe(
      messages.equipmentPhotosTooMany,
    );

    // the point's operator sees the photo; another point's does not, until the item moves there
    const read = (caller: Client) => caller.get(fileRoutes.file(first));
    expect((await read(operator)).statusCode).toBe(200);
    expect((await read(southOperator)).statusCode).toBe(404);
    await change(manager, equipment.move, { ids: [item.id], toPointId: south });
    expect((await read(southOperator)).statusCode).toBe(200);
    expect((await read(operator)).statusCode).toBe(404);

    const removed = await change(manager, equipment.photoRemove, { id: item.id, fileId: first });
    expect(removed.json().item.photoCount).toBe(2);
    expect((await change(manager, equipment.photoRemove, { id: item.id, fileId: first })).statusCode).toBe(404);
    // nothing is deleted: the row stays, marked
    const kept = await t.database.db
      .selectFrom('equipment_photos')
      .select('removed_at')
      .where('file_id', '=', first)
      .executeTakeFirstOrThrow();
    expect(kept.removed_at).not.toBeNull();
  });
});
