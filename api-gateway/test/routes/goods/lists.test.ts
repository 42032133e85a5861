import { goodsListsRoutes, type WorkingList, type WorkingListKind } from '@pvz/contracts/api/goods-lists';
import { messages } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { ago, idsOf, seedGoods } from './lists-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
const seed = (values: Parameters<typeof seedGoods>[1]) => seedGoods(t.database.db, values);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await admin
    .post('/api/reference/points/create', {
      item: { name: 'ПВЗ списков', address: 'адрес', latitude: null, longitude: null, isPartner: false },
    })
    .then((response) => response.json().item.id);
  otherPoint = await admin
    .post('/api/reference/points/create', {
      item: { name: 'ПВЗ чужой', address: 'адрес', latitude: null, longitude: null, isPartner: false },
    })
    .then((response) => response.json().item.id);
});
afterAll(async () => t.close());

const list = (caller: Client, name: WorkingList, kind: WorkingListKind = 'purchase', query = '') => {
  const params = new URLSearchParams({ page: '0', pageSize: '100' });
  for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
  return caller.get(`${goodsListsRoutes.workingList(name, kind)}?${params}`);
};
const idsIn = async (name: WorkingList, kind: WorkingListKind = 'purchase') => {
  const response = await list(admin, name, kind, `pvzId=${point}`);
  expect(response.statusCode).toBe(200);
  return idsOf(response.json());
};

describe('working lists', () => {
  it('«Ждут обработку»: not ordered and not at the sorting centre, not deleted, issued ones for 24 h only', async () => {
    const fresh = await seed({ pointId: point });
    const ordered = await seed({ pointId: point, orderedAt: ago(1) });
    const atCentre = await seed({ pointId: point, deliveredScAt: ago(1) });
    const deleted = await seed({ pointId: point, deletedAt: ago(0, 1) });
    const issued23h = await seed({ pointId: point, issuedAt: ago(0, 23), outcome: 'cash' });
    const issued25h = await seed({ pointId: point, issuedAt: ago(0, 25), outcome: 'cash' });
    const barcode = await seed({ pointId: point, kind: 'barcode' });
    const ids = await idsIn('processing');
    expect(ids).toEqual(expect.arrayContaining([fresh, issued23h]));
    for (const id of [ordered, atCentre, deleted, issued25h, barcode]) expect(ids).not.toContain(id);
    expect(await idsIn('processing', 'barcode')).toContain(barcode);
  });

  it('«Долго в пути»: more than `waitingDays` (10) without the sorting centre, not issued, not deleted', async () => {
    const tenDays = await seed({ pointId: point, createdAt: ago(10, -1) });
    const elevenDays = await seed({ pointId: point, createdAt: ago(11) });
    const reachedCentre = await seed({ pointId: point, createdAt: ago(11), deliveredScAt: ago(2) });
    const issued = await seed({ pointId: point, createdAt: ago(11), issuedAt: ago(0, 1), outcome: 'online' });
    const deleted = await seed({ pointId: point, createdAt: ago(11), deletedAt: ago(0, 1) });
    const ids = await idsIn('waiting');
    expect(ids).toContain(elevenDays);
    for (const id of [tenDays, reachedCentre, issued, deleted]) expect(ids).not.toContain(id);
  });

  it('follows the thresholds of the settings', async () => {
    const sixDays = await seed({ pointId: point, createdAt: ago(6) });
    expect(await idsIn('waiting')).not.toContain(sixDays);
    const settings = (await admin.get('/api/settings/get-settings')).json();
    await admin.post('/api/settings/edit-settings', { settings: { ...settings, waitingDays: 5 } });
    expect(await idsIn('waiting')).toContain(sixDays);
    await admin.post('/api/settings/edit-settings', { settings });
  });

  it('«Истекает срок хранения»: at the point `expiredDays` (5) or more, with the days and the warning from 7', async () => {
    const atPoint = (days: number, hours = 0, kind: 'purchase' | 'shop' = 'purchase') =>
      seed({ pointId: point, kind, deliveredScAt: ago(days + 1), deliveredPvzAt: ago(days, hours) });
    const fourDays = await atPoint(4);
    const fiveDays = await atPoint(5, 1);
    const eightDays = await atPoint(8);
    const issued = await seed({
      pointId: point,
      deliveredScAt: ago(9),
      deliveredPvzAt: ago(8),
      issuedAt: ago(0, 1),
      outcome: 'cash',
    });
    const shop = await atPoint(6, 0, 'shop');
    const response = await list(admin, 'expired', 'purchase', `pvzId=${point}`);
    const page = response.json();
    expect(idsOf(page)).toEqual(expect.arrayContaining([fiveDays, eightDays]));
    for (const id of [fourDays, issued, shop]) expect(idsOf(page)).not.toContain(id);
    expect(page.daysAtPoint).toMatchObject({ [fiveDays]: 5, [eightDays]: 8 });
    expect(page.warningDays).toBe(7);
    expect(await idsIn('expired', 'shop')).toEqual([shop]);
  });

  it('«Удалённые»: deleted since Monday 00:00 Moscow of this week', async () => {
    const now = await seed({ pointId: point, deletedAt: ago(0, 0.01) });
    const lastWeek = await seed({ pointId: point, deletedAt: ago(8) });
    const alive = await seed({ pointId: point });
    const ids = await idsIn('deleted');
    expect(ids).toContain(now);
    for (const id of [lastWeek, alive]) expect(ids).not.toContain(id);
  });

  it('pages, sorts, filters and sums like a goods table', async () => {
    const cheap = await seed({ pointId: point, createdAt: ago(20), priceSite: 100_00, amountDue: 110_00 });
    const dear = await seed({ pointId: point, createdAt: ago(21), priceSite: 900_00, amountDue: 990_00 });
    const filters = encodeURIComponent(JSON.stringify([{ field: 'priceSite', operator: '>=', value: 100_00 }]));
    const response = await list(
      admin,
      'waiting',
      'purchase',
      `pvzId=${point}&sort=priceSite&order=desc&filters=${filters}`,
    );
    const page = response.json();
    expect(idsOf(page)).toEqual([dear, cheap]);
    expect(page.total).toBe(2);
    expect(page.totals).toMatchObject({ priceSite: 1000_00, amountFromClient: 1100_00 });
    const second = await list(
      admin,
      'waiting',
      'purchase',
      `pvzId=${point}&sort=priceSite&pageSize=1&page=1&filters=${filters}`,
    );
    expect(idsOf(second.json())).toEqual([cheap]);
    expect(second.json().total).toBe(2);
  });

  it('keeps to the caller’s page and points', async () => {
    const mine = await seed({ pointId: point });
    const theirs = await seed({ pointId: otherPoint });
    const operator = await staffWith(t.app, admin, {
      username: 'lists-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: { 'goods-processing': 'read' }, columns: {} },
    });
    const all = await list(operator, 'processing');
    expect(all.statusCode).toBe(200);
    expect(idsOf(all.json())).toContain(mine);
    expect(idsOf(all.json())).not.toContain(theirs);
    const foreign = await list(operator, 'processing', 'purchase', `pvzId=${otherPoint}`);
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({
      status: 403,
      error: messages.pointOutOfScope,
    });
    expect((await list(operator, 'waiting')).statusCode).toBe(403);
  });

  it('refuses unknown lists and kinds and bad paging or filters', async () => {
    expect((await admin.get('/api/goods/lists/unknown/purchase?page=0&pageSize=10')).statusCode).toBe(404);
    expect((await admin.get('/api/goods/lists/processing/shop?page=0&pageSize=10')).statusCode).toBe(404);
    expect((await admin.get('/api/goods/lists/processing/service?page=0&pageSize=10')).statusCode).toBe(404);
    expect((await list(admin, 'processing', 'purchase', 'pageSize=0')).statusCode).toBe(400);
    const badJson = await list(admin, 'processing', 'purchase', 'filters=%7Bnope');
    expect({ status: badJson.statusCode, error: badJson.json().error }).toEqual({
      status: 400,
      error: messages.filterInvalid,
    });
    const unknownColumn = encodeURIComponent(JSON.stringify([{ field: 'nope', operator: 'equals', value: 'x' }]));
    expect((await list(admin, 'processing', 'purchase', `filters=${unknownColumn}`)).statusCode).toBe(400);
    expect((await list(admin, 'processing', 'purchase', 'sort=nope')).statusCode).toBe(400);
  });
});
