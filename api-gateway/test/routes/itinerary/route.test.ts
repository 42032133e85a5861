import { randomUUID } from 'node:crypto';
import { itineraryRoutes } from '@pvz/contracts/api/itinerary';
import { licenseeRoutes } from '@pvz/contracts/api/licensees';
import { mapRoutes } from '@pvz/contracts/api/maps';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
const ids: Record<string, number> = {};
let centre: number;
let deliveryPoint: number;

/** Points along one street of Moscow, west to east, and one without coordinates. */
const places: [string, number | null, number | null][] = [
  ['Склад', 55.75, 37.5],
  ['ПВЗ Восток', 55.75, 37.8],
  ['ПВЗ Центр', 55.75, 37.6],
  ['ПВЗ Середина', 55.75, 37.7],
  ['ПВЗ без адреса', null, null],
  ['ПВЗ лицензиата', 55.76, 37.65],
];
const point = (name: string) => ({ kind: 'point', id: ids[name] });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  for (const [name, latitude, longitude] of places) {
    const made = await admin.post('/api/reference/points/create', {
      item: { name, address: `${name}, Москва`, latitude, longitude, isPartner: false },
    });
    ids[name] = made.json().item.id;
  }
  centre = (
    await admin.post('/api/reference/sorting-centers/create', {
      item: { name: 'СЦ Запад', address: 'Москва, Запад', latitude: 55.75, longitude: 37.4 },
    })
  ).json().item.id;
  deliveryPoint = (
    await admin.post('/api/reference/pvz-delivery/create', {
      item: { name: 'Пункт доставки', address: 'Москва, Юг', latitude: 55.7, longitude: 37.6 },
    })
  ).json().item.id;
  const licensee = await admin.post(licenseeRoutes.create, {
    operationId: randomUUID(),
    name: 'Сеть «Восток»',
    domain: 'vostok.example.ru',
    contactName: 'Анна',
    contactPhone: '+79130000001',
    email: 'anna@vostok.example.ru',
    startsOn: '2026-01-15',
    active: true,
    note: '',
    pointIds: [ids['ПВЗ лицензиата']],
    tariff: { startsOn: '2026-01-01', monthlyFee: 100_00, tiers: [{ from: 0, perParcel: 10_00 }] },
  });
  expect(licensee.statusCode).toBe(200);
});
afterAll(async () => t.close());

const plan = (body: Record<string, unknown>, caller: Client = admin) =>
  caller.post(itineraryRoutes.route, { start: point('Склад'), closed: false, optimise: true, ...body });

describe('«Маршрут»', () => {
  it('orders the stops the shortest way and gives each leg its distance and time', async () => {
    const stops = [point('ПВЗ Восток'), point('ПВЗ Центр'), point('ПВЗ Середина')];
    const best = (await plan({ stops })).json();
    expect(best.stops.map((stop: { name: string }) => stop.name)).toEqual(['ПВЗ Центр', 'ПВЗ Середина', 'ПВЗ Восток']);
    expect(best.exact).toBe(true);
    // about 6.3 km between neighbours along the street, by road a third more
    expect(best.legs).toHaveLength(3);
    for (const leg of best.legs) {
      expect(leg.metres).toBeGreaterThan(8_000);
      expect(leg.metres).toBeLessThan(8_500);
      expect(leg.minutes).toBe(Math.ceil(leg.metres / (25_000 / 60)));
    }
    expect(best.metres).toBe(best.legs.reduce((sum: number, leg: { metres: number }) => sum + leg.metres, 0));

    const asGiven = (await plan({ stops, optimise: false })).json();
    expect(asGiven.stops.map((stop: { id: number }) => stop.id)).toEqual(stops.map((stop) => stop.id));
    expect(asGiven.metres).toBeGreaterThan(best.metres);
    const roundTrip = (await plan({ stops, closed: true })).json();
    expect(roundTrip.legs).toHaveLength(4);
    expect(roundTrip.metres).toBeGreaterThan(best.metres);
  });

  it('starts from a sorting centre and stops at delivery points and markers', async () => {
    const marker = (
      await admin.post(mapRoutes.createMarker, {
        kind: 'visited',
        note: 'Магазин у метро',
        latitude: 55.74,
        longitude: 37.55,
      })
    ).json();
    const answer = await plan({
      start: { kind: 'sorting-center', id: centre },
      stops: [point('ПВЗ Центр'), { kind: 'delivery-point', id: deliveryPoint }, { kind: 'marker', id: marker.id }],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().start).toMatchObject({ kind: 'sorting-center', name: 'СЦ Запад', address: 'Москва, Запад' });
    expect(
      answer
        .json()
        .stops.map((stop: { kind: string }) => stop.kind)
        .sort(),
    ).toEqual(['delivery-point', 'marker', 'point']);
  });

  it('refuses a start among the stops, a stop twice, a place without coordinates or unknown, and others’ points', async () => {
    const inStops = await plan({ stops: [point('Склад')] });
    expect([inStops.statusCode, inStops.json().error]).toEqual([400, messages.itineraryStartInStops]);
    const twice = await plan({ stops: [point('ПВЗ Центр'), point('ПВЗ Центр')] });
    expect([twice.statusCode, twice.json().error]).toEqual([400, messages.itineraryStopTwice]);
    const unplaced = await plan({ stops: [point('ПВЗ Центр'), point('ПВЗ без адреса')] });
    expect([unplaced.statusCode, unplaced.json().error]).toEqual([422, say.itineraryNoCoordinates(['ПВЗ без адреса'])]);
    expect((await plan({ stops: [{ kind: 'point', id: 999_999 }] })).statusCode).toBe(404);
    const unknownMarker = await plan({ stops: [{ kind: 'marker', id: 999_999 }] });
    expect([unknownMarker.statusCode, unknownMarker.json().error]).toEqual([404, messages.itineraryPlaceUnknown]);
    expect((await plan({ stops: [] })).statusCode).toBe(400);
    expect((await plan({ stops: [{ kind: 'warehouse', id: 1 }] })).statusCode).toBe(400);
    // another network's point never rides with ours, even for the director
    const foreignNetwork = await plan({ stops: [point('ПВЗ Центр'), point('ПВЗ лицензиата')] });
    expect([foreignNetwork.statusCode, foreignNetwork.json().error]).toEqual([403, messages.itineraryOtherNetwork]);

    const courier = await staffWith(t.app, admin, {
      username: 'route-planner',
      role: 'COURIER',
      scope: scopeOf([ids.Склад as number, ids['ПВЗ Центр'] as number]),
      overrides: { pages: { 'delivery-itinerary': 'read' }, columns: {} },
    });
    expect((await plan({ stops: [point('ПВЗ Центр')] }, courier)).statusCode).toBe(200);
    const foreign = await plan({ stops: [point('ПВЗ Восток')] }, courier);
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, messages.pointOutOfScope]);
    const choices = (await courier.get(itineraryRoutes.places)).json().places;
    expect(
      choices
        .filter((place: { kind: string }) => place.kind === 'point')
        .map((place: { id: number }) => place.id)
        .sort(),
    ).toEqual([ids.Склад, ids['ПВЗ Центр']].sort());
  });

  it('orders 200 stops within its time limit', async () => {
    const stops = [];
    for (let index = 0; index < 200; index += 1) {
      const made = await admin.post(mapRoutes.createMarker, {
        kind: 'our',
        note: `Точка ${index}`,
        latitude: 55.6 + ((index * 37) % 100) / 400,
        longitude: 37.4 + ((index * 61) % 100) / 250,
      });
      stops.push({ kind: 'marker', id: made.json().id });
    }
    const started = performance.now();
    const answer = await plan({ start: { kind: 'sorting-center', id: centre }, stops });
    // 1.5 s of search, the rest is the request and the matrix; far under a courier's patience
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().stops).toHaveLength(200);
    expect(new Set(answer.json().stops.map((stop: { id: number }) => stop.id)).size).toBe(200);
    expect(answer.json().exact).toBe(false);
  });
});
