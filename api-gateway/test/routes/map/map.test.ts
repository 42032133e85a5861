import { randomUUID } from 'node:crypto';
import { mapRoutes } from '@pvz/contracts/api/maps';
import { serviceRowsRoutes } from '@pvz/contracts/api/service-rows';
import { messages } from '@pvz/contracts/messages';
import { loadMapsConfig } from '../../../src/config.js';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let courier: Client;
let north: number;
let south: number;
let destination: number;

beforeAll(async () => {
  // a language other than the default, so that the answers are seen to carry the configured one
  t = await createTestApp({ maps: { yandexKey: 'test-key', lang: 'en_US', osrmUrl: null } });
  admin = await signedInAdmin(t.app);
  const point = async (name: string, latitude: number | null, longitude: number | null) =>
    (
      await admin.post('/api/reference/points/create', {
        item: { name, address: `${name}, Донецк`, latitude, longitude, isPartner: false },
      })
    ).json().item.id as number;
  north = await point('ПВЗ Север', 48.02, 37.8);
  south = await point('ПВЗ Юг', null, null);
  manager = await staffWith(t.app, admin, { username: 'manager', role: 'RMANAGER', scope: scopeOf([north]) });
  courier = await staffWith(t.app, admin, { username: 'courier', role: 'COURIER', scope: scopeOf([north]) });
  destination = (
    await admin.post('/api/reference/pvz-delivery/create', {
      item: { name: 'Склад «Восток»', address: 'Донецк, Артёма 1', latitude: 48.0, longitude: 37.81 },
    })
  ).json().item.id;
});
afterAll(async () => t.close());

describe('YANDEX_MAPS_LANG', () => {
  it('loads the map in Russian unless told otherwise', () => {
    expect(loadMapsConfig({})).toEqual({ yandexKey: null, lang: 'ru_RU', osrmUrl: null });
    expect(loadMapsConfig({ YANDEX_MAPS_LANG: '' }).lang).toBe('ru_RU');
    expect(loadMapsConfig({ YANDEX_MAPS_API_KEY: 'k', YANDEX_MAPS_LANG: 'uk_UA' })).toMatchObject({
      yandexKey: 'k',
      lang: 'uk_UA',
    });
  });

  it('refuses to start with a language not shaped like ru_RU, since it goes into the script’s address', () => {
    for (const wrong of ['ru', 'RU_ru', 'ru-RU', 'ru_RU ', 'ru_RUS', 'ru_RU&callback=x', 'en_US\n']) {
      expect(() => loadMapsConfig({ YANDEX_MAPS_LANG: wrong })).toThrow(/YANDEX_MAPS_LANG must be .* like ru_RU/);
    }
  });
});

describe('«Карта»', () => {
  it('shows the caller’s points with their service percents and the map’s key and language', async () => {
    const mine = (await manager.get(mapRoutes.places)).json();
    expect(mine.apiKey).toBe('test-key');
    expect(mine.lang).toBe('en_US');
    expect(mine.points.map((one: { id: number }) => one.id)).toEqual([north]);
    // the service percent is the service columns' to see
    expect(mine.points[0]).not.toHaveProperty('percents');
    const all = (await admin.get(mapRoutes.places)).json();
    expect(all.points.map((one: { name: string }) => one.name)).toEqual(['ПВЗ Север', 'ПВЗ Юг']);
    expect(all.points[1]).toMatchObject({ id: south, latitude: null, longitude: null });
    // every marketplace at the default 2 % until a point has its own
    for (const point of all.points) {
      expect(point.percents.length).toBeGreaterThan(0);
      for (const percent of point.percents) expect(percent.percent).toBe(2);
    }
    expect((await courier.get(mapRoutes.places)).statusCode).toBe(403);
  });

  it('gives the key and language alone to whoever edits the points, for picking a point on the map', async () => {
    expect((await admin.get(mapRoutes.key)).json()).toEqual({ apiKey: 'test-key', lang: 'en_US' });
    expect((await courier.get(mapRoutes.key)).statusCode).toBe(403);
  });

  it('lets the browser load Yandex Maps when a key is set', async () => {
    const policy = String((await admin.get(mapRoutes.places)).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/api-maps\.yandex\.ru/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
  });

  it('keeps the managers’ markers: added where clicked, removed from their card, bad input refused', async () => {
    const made = await manager.post(mapRoutes.createMarker, {
      kind: 'our',
      note: '  Новая точка у рынка ',
      latitude: 48.0159,
      longitude: 37.8028,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ kind: 'our', note: 'Новая точка у рынка', createdBy: 'manager' });
    const id = made.json().id;
    expect((await admin.get(mapRoutes.places)).json().markers.map((one: { id: number }) => one.id)).toContain(id);

    for (const bad of [
      { kind: 'our', note: '', latitude: 48, longitude: 37 },
      { kind: 'our', note: '   ', latitude: 48, longitude: 37 },
      { kind: 'our', note: 'Север', latitude: 91, longitude: 37 },
      { kind: 'our', note: 'Север', latitude: 48, longitude: -181 },
      { kind: 'shop', note: 'Север', latitude: 48, longitude: 37 },
      { kind: 'our', note: 'a\u0000b', latitude: 48, longitude: 37 },
      { kind: 'our', note: 'x'.repeat(501), latitude: 48, longitude: 37 },
    ]) {
      expect([bad, (await manager.post(mapRoutes.createMarker, bad)).statusCode]).toEqual([bad, 400]);
    }
    expect(
      (await courier.post(mapRoutes.createMarker, { kind: 'our', note: 'x', latitude: 1, longitude: 1 })).statusCode,
    ).toBe(403);
    expect((await manager.post(mapRoutes.removeMarker, { id })).statusCode).toBe(200);
    const again = await manager.post(mapRoutes.removeMarker, { id });
    expect([again.statusCode, again.json().error]).toEqual([404, messages.markerNotFound]);
    expect((await admin.get(mapRoutes.places)).json().markers.map((one: { id: number }) => one.id)).not.toContain(id);
  });
});

describe('«Карта пунктов доставки»', () => {
  it('shows each delivery point with the customers whose unpaid rows go there', async () => {
    const made = await admin.post(serviceRowsRoutes.create, {
      operationId: randomUUID(),
      row: { name: 'ООО Ромашка', fromName: '8 912 000-11-22', dispatchPVZ: destination, orderPVZ: null },
      sorting: { purchaseOfGoods: 10_000_00 },
      delivery: { purchaseOfGoods: 5_000_00 },
    });
    expect(made.statusCode).toBe(200);
    const answer = (await admin.get(mapRoutes.deliveryPoints)).json();
    expect(answer.apiKey).toBe('test-key');
    expect(answer.lang).toBe('en_US');
    expect(answer.points).toEqual([
      {
        id: destination,
        name: 'Склад «Восток»',
        address: 'Донецк, Артёма 1',
        latitude: 48.0,
        longitude: 37.81,
        customers: [{ name: 'ООО Ромашка', phone: '+79120001122', rows: 2, value: 15_000_00, fees: 300_00 }],
      },
    ]);
    // a manager without the service columns sees how many rows wait, not whose nor their sums
    const [customer] = (await manager.get(mapRoutes.deliveryPoints)).json().points[0].customers;
    expect(customer).toEqual({ rows: 2 });
    // paid rows wait no more
    const ids = made.json().rows.map((row: { id: number }) => row.id);
    expect(
      (await admin.post(serviceRowsRoutes.paid, { operationId: randomUUID(), ids, payment: 'online' })).statusCode,
    ).toBe(200);
    expect((await admin.get(mapRoutes.deliveryPoints)).json().points[0].customers).toEqual([]);
    expect((await courier.get(mapRoutes.deliveryPoints)).statusCode).toBe(403);
  });

  it('counts a customer once by phone, under the name of their latest rows', async () => {
    const create = (name: string, phone: string, value: number) =>
      admin.post(serviceRowsRoutes.create, {
        operationId: randomUUID(),
        row: { name, fromName: phone, dispatchPVZ: destination, orderPVZ: null },
        sorting: { purchaseOfGoods: value },
        delivery: { purchaseOfGoods: value },
      });
    for (const [name, phone, value] of [
      ['Иван Петров', '8 912 000-33-44', 1_000_00],
      // the same customer, written otherwise the next time
      ['Петров Иван Сергеевич', '8 912 000-33-44', 2_000_00],
      // a namesake with another phone is another customer
      ['Иван Петров', '8 912 000-55-66', 500_00],
    ] as const) {
      expect((await create(name, phone, value)).statusCode).toBe(200);
    }
    const { points } = (await admin.get(mapRoutes.deliveryPoints)).json();
    expect(points.find((point: { id: number }) => point.id === destination).customers).toEqual([
      { name: 'Иван Петров', phone: '+79120005566', rows: 2, value: 1_000_00, fees: 20_00 },
      { name: 'Петров Иван Сергеевич', phone: '+79120003344', rows: 4, value: 6_000_00, fees: 120_00 },
    ]);
  });

  it('keeps coordinates of sorting centres and delivery points, both or neither', async () => {
    const list = (await admin.get('/api/reference/pvz-delivery')).json();
    expect(list.items ?? list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: destination, latitude: 48.0, longitude: 37.81 })]),
    );
    const half = await admin.post('/api/reference/sorting-centers/create', {
      item: { name: 'СЦ', address: '', latitude: 48.0, longitude: null },
    });
    expect([half.statusCode, half.json().error]).toEqual([400, messages.coordinatesInvalid]);
  });
});
