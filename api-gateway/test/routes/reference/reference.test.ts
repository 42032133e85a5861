import { messages, describe as say } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const list = async (entity: string) => (await admin.get(`/api/reference/${entity}`)).json().items;

/** One valid row of each list, and its edited version. */
const samples: Record<string, { create: object; edit: object }> = {
  'sorting-centers': {
    create: { name: 'Ряженое', address: 'Ростовская обл.' },
    edit: { name: 'Латоново', address: '' },
  },
  'pvz-delivery': {
    create: { name: 'Доставка 1', address: 'ул. Мира, 1' },
    edit: { name: 'Доставка 2', address: 'ул. Мира, 2' },
  },
  'sorting-centers-delivery': { create: { name: 'СЦ Д1', address: '' }, edit: { name: 'СЦ Д2', address: 'Склад' } },
  marketplaces: {
    create: { name: 'Мегамаркет', hosts: ['https://www.megamarket.ru/'] },
    edit: { name: 'МегаМаркет', hosts: ['megamarket.ru'] },
  },
  'phone-numbers': {
    create: { phoneNumber: '8 912 111-22-33', address: 'ул. Ленина, 5' },
    edit: { phoneNumber: '+79121112233', address: 'ул. Ленина, 7' },
  },
  'order-accounts': {
    create: { name: 'WB аккаунт', phone: '89120000000', active: true },
    edit: { name: 'WB аккаунт', phone: '', active: false },
  },
  'expense-categories': {
    create: { name: 'Канцелярия', withoutPoint: false },
    edit: { name: 'Канцтовары', withoutPoint: true },
  },
  companies: { create: { name: 'ООО Вектор' }, edit: { name: 'ООО Вектор-2' } },
  points: {
    create: { name: 'ПВЗ_1', address: 'Мариуполь', latitude: 47.1, longitude: 37.5, isPartner: false },
    edit: { name: 'ПВЗ_1', address: 'Мариуполь, пр. Мира', latitude: null, longitude: null, isPartner: true },
  },
};

describe.each(Object.entries(samples))('reference list %s', (entity, sample) => {
  it('creates, lists, edits and soft-deletes a row, each change in the log', async () => {
    const created = await admin.post(`/api/reference/${entity}/create`, { item: sample.create });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().item;
    expect((await list(entity)).map((item: { id: number }) => item.id)).toContain(id);

    const edited = await admin.post(`/api/reference/${entity}/edit`, { item: { id, ...sample.edit } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({ id });

    expect((await admin.post(`/api/reference/${entity}/delete`, { id })).statusCode).toBe(200);
    expect((await list(entity)).map((item: { id: number }) => item.id)).not.toContain(id);
    const log = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', `reference:${entity}`)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a duplicate and leaves the list as it was', async () => {
    expect((await admin.post(`/api/reference/${entity}/create`, { item: sample.create })).statusCode).toBe(200);
    const before = (await list(entity)).length;
    const again = await admin.post(`/api/reference/${entity}/create`, { item: sample.create });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.referenceDuplicate);
    expect((await list(entity)).length).toBe(before);
  });

  it('answers 404 for a row that is not there', async () => {
    const response = await admin.post(`/api/reference/${entity}/edit`, { item: { id: 99_999, ...sample.edit } });
    expect(response.statusCode).toBe(404);
    expect((await admin.post(`/api/reference/${entity}/delete`, { id: 99_999 })).statusCode).toBe(404);
  });
});

describe('what is stored', () => {
  it('normalises phones and marketplace sites', async () => {
    const phones = await list('phone-numbers');
    expect(phones.map((item: { phoneNumber: string }) => item.phoneNumber)).toContain('+79121112233');
    const marketplaces = await list('marketplaces');
    expect(marketplaces.find((item: { name: string }) => item.name === 'Мегамаркет')?.hosts).toEqual(['megamarket.ru']);
    expect(marketplaces.find((item: { name: string }) => item.name === 'Wildberries')?.hosts).toEqual([
      'wildberries.ru',
      'wb.ru',
    ]);
  });

  it.each([
    ['sorting-centers', { name: ' ', address: '' }, messages.nameEmpty],
    ['points', { name: 'X', address: '', latitude: 95, longitude: 10, isPartner: false }, messages.coordinatesInvalid],
    [
      'points',
      { name: 'X', address: '', latitude: 45, longitude: null, isPartner: false },
      messages.coordinatesInvalid,
    ],
    ['marketplaces', { name: 'M', hosts: [] }, messages.hostsEmpty],
    ['marketplaces', { name: 'M', hosts: ['not a site'] }, messages.hostInvalid],
    ['phone-numbers', { phoneNumber: '123', address: 'a' }, messages.phoneInvalid],
    ['phone-numbers', { phoneNumber: '+79120000001', address: ' ' }, messages.addressEmpty],
    ['order-accounts', { name: 'A', phone: 'abc', active: true }, messages.phoneInvalid],
  ])('refuses a %s row %j with «%s»', async (entity, item, message) => {
    const before = (await list(entity)).length;
    const response = await admin.post(`/api/reference/${entity}/create`, { item });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await list(entity)).length).toBe(before);
  });
});

describe('points', () => {
  it('start with the configured number of cells', async () => {
    const settings = (await admin.get('/api/settings/get-settings')).json();
    await admin.post('/api/settings/edit-settings', { settings: { ...settings, newPointCells: 12 } });
    const created = await admin.post('/api/reference/points/create', {
      item: { name: 'ПВЗ с ячейками', address: 'адрес', latitude: null, longitude: null, isPartner: false },
    });
    // the answer says how many cells the point got
    expect(created.json().message).toBe('ПВЗ создан, ячеек: 12');
    const id = created.json().item.id;
    const point = (await list('points')).find((item: { id: number }) => item.id === id);
    expect(point.cellCount).toBe(12);
    const cells = (await admin.get(`/api/cells/get-cells?pvzId=${id}`)).json().cells;
    expect(cells.map((cell: { number: number }) => cell.number)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('cannot be deleted while users work there or parcels lie in its cells, and stay in the database when deleted', async () => {
    const id = await pointNamed(admin, 'ПВЗ занятый');
    await staffWith(t.app, admin, { username: 'busy-point-operator', role: 'PVZ', scope: scopeOf([id]) });
    const assigned = await admin.post('/api/reference/points/delete', { id });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().error).toBe(say.pointInUse('назначен пользователям (1)'));

    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'busy-point-operator')
      .executeTakeFirstOrThrow();
    await admin.post('/api/users/edit-user', {
      user: { id: user.id, username: 'busy-point-operator', role: 'PVZ', scope: scopeOf([]) },
    });
    await t.database.db
      .updateTable('cells')
      .set({ client_phone: '+79120000000' })
      .where('point_id', '=', id)
      .where('number', '=', 3)
      .execute();
    const busy = await admin.post('/api/reference/points/delete', { id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(say.pointInUse('в ячейках лежат посылки (1)'));

    await t.database.db.updateTable('cells').set({ client_phone: null }).where('point_id', '=', id).execute();
    expect((await admin.post('/api/reference/points/delete', { id })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('points')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
  });

  it('are listed to a non-ADMIN only within their scope, and offered as choices the same way', async () => {
    const mine = await pointNamed(admin, 'ПВЗ мой');
    await pointNamed(admin, 'ПВЗ не мой');
    const viewer = await staffWith(t.app, admin, {
      username: 'point-viewer',
      role: 'PVZ',
      scope: scopeOf([mine]),
      overrides: { pages: { 'admin-pvz': 'read' }, columns: {} },
    });
    expect((await viewer.get('/api/reference/points')).json().items.map((item: { id: number }) => item.id)).toEqual([
      mine,
    ]);
    expect((await viewer.get('/api/reference/choices')).json().points).toEqual([{ id: mine, name: 'ПВЗ мой' }]);
    expect((await admin.get('/api/reference/choices')).json().points.length).toBeGreaterThan(1);
  });
});

describe('marketplace-branded points', () => {
  const marketplace = async (name: string, host: string) =>
    (await admin.post('/api/reference/marketplaces/create', { item: { name, hosts: [host] } })).json().item
      .id as number;
  const point = { name: 'ПВЗ фирменный', address: '', latitude: null, longitude: null, isPartner: false };
  const brandOf = async (id: number) =>
    (await list('points')).find((item: { id: number }) => item.id === id).brandMarketplaceId;

  it('are marked with a marketplace, cleared, and keep the marketplace from being deleted', async () => {
    const wildberries = await marketplace('Вайлдберриз', 'wb-brand.ru');
    const created = await admin.post('/api/reference/points/create', {
      item: { ...point, brandMarketplaceId: wildberries },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().item;
    expect(created.json().item.brandMarketplaceId).toBe(wildberries);
    expect(await brandOf(id)).toBe(wildberries);

    const refused = await admin.post('/api/reference/marketplaces/delete', { id: wildberries });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(say.marketplaceInUse(1));

    const cleared = await admin.post('/api/reference/points/edit', {
      item: { id, ...point, brandMarketplaceId: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await brandOf(id)).toBeNull();
    expect((await admin.post('/api/reference/marketplaces/delete', { id: wildberries })).statusCode).toBe(200);
  });

  it('are not branded when the marketplace is not given', async () => {
    const id = await pointNamed(admin, 'ПВЗ обычный');
    expect(await brandOf(id)).toBeNull();
  });

  it('refuse an unknown or deleted marketplace and change nothing', async () => {
    const ozon = await marketplace('Озон', 'ozon-brand.ru');
    const { id } = (
      await admin.post('/api/reference/points/create', {
        item: { ...point, name: 'ПВЗ Озон', brandMarketplaceId: ozon },
      })
    ).json().item;
    const removed = await marketplace('Удалённый', 'gone-brand.ru');
    await admin.post('/api/reference/marketplaces/delete', { id: removed });
    const pointsBefore = await list('points');

    for (const unknown of [999_999, removed]) {
      const edited = await admin.post('/api/reference/points/edit', {
        item: { id, ...point, name: 'ПВЗ Озон', brandMarketplaceId: unknown },
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error).toBe(messages.marketplaceUnknown);
      const createdAnyway = await admin.post('/api/reference/points/create', {
        item: { ...point, name: 'ПВЗ несуществующий', brandMarketplaceId: unknown },
      });
      expect(createdAnyway.statusCode).toBe(400);
      expect(createdAnyway.json().error).toBe(messages.marketplaceUnknown);
    }
    expect(await list('points')).toEqual(pointsBefore);
    expect(await brandOf(id)).toBe(ozon);
  });
});

describe('sorting centres', () => {
  it('cannot be deleted while a user is bound to one', async () => {
    const { id } = (
      await admin.post('/api/reference/sorting-centers/create', { item: { name: 'СЦ Восток', address: '' } })
    ).json().item;
    await staffWith(t.app, admin, {
      username: 'sorter',
      role: 'SORTIROVKA',
      scope: { ...scopeOf([]), sortingCenterId: id },
    });
    const refused = await admin.post('/api/reference/sorting-centers/delete', { id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(say.sortingCenterInUse(1));
  });
});
