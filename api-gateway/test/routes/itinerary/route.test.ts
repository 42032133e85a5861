import { itineraryRoutes } from '@pvz/contracts/api/itinerary';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
const ids: Record<string, number> = {};

/** Points along one street of Moscow, west to east, and one without coordinates. */
const places: [string, number | null, number | null][] = [
  ['Склад', 55.75, 37.5],
  ['ПВЗ Восток', 55.75, 37.8],
  ['ПВЗ Центр', 55.75, 37.6],
  ['ПВЗ Середина', 55.75, 37.7],
  ['ПВЗ без адреса', null, null],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  for (const [name, latitude, longitude] of places) {
    const made = await admin.post('/api/reference/points/create', {
      item: { name, address: `${name}, Москва`, latitude, longitude, isPartner: false },
    });
    ids[name] = made.json().item.id;
  }
});
afterAll(async () => t.close());

const plan = (body: Record<string, unknown>, caller: Client = admin) =>
  caller.post(itineraryRoutes.route, { start: ids.Склад, closed: false, optimise: true, ...body });

describe('«Маршрут»', () => {
  it('orders the stops the shortest way and gives each leg its distance and time', async () => {
    const stops = [ids['ПВЗ Восток'], ids['ПВЗ Центр'], ids['ПВЗ Середина']];
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
    expect(asGiven.stops.map((stop: { id: number }) => stop.id)).toEqual(stops);
    expect(asGiven.metres).toBeGreaterThan(best.metres);
    const roundTrip = (await plan({ stops, closed: true })).json();
    expect(roundTrip.legs).toHaveLength(4);
    expect(roundTrip.legs.at(-1).to).toBe(ids.Склад);
  });

  it('refuses a start among the stops, a point without coordinates or unknown, and others’ points', async () => {
    const inStops = await plan({ stops: [ids.Склад] });
    expect([inStops.statusCode, inStops.json().error]).toEqual([400, messages.itineraryStartInStops]);
    const unplaced = await plan({ stops: [ids['ПВЗ Центр'], ids['ПВЗ без адреса']] });
    expect([unplaced.statusCode, unplaced.json().error]).toEqual([422, say.itineraryNoCoordinates(['ПВЗ без адреса'])]);
    expect((await plan({ stops: [999_999] })).statusCode).toBe(404);
    expect((await plan({ stops: [] })).statusCode).toBe(400);
    const courier = await staffWith(t.app, admin, {
      username: 'route-courier',
      role: 'COURIER',
      scope: scopeOf([ids.Склад as number, ids['ПВЗ Центр'] as number]),
      overrides: { pages: { 'delivery-itinerary': 'read' }, columns: {} },
    });
    expect((await plan({ stops: [ids['ПВЗ Центр']] }, courier)).statusCode).toBe(200);
    const foreign = await plan({ stops: [ids['ПВЗ Восток']] }, courier);
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, messages.pointOutOfScope]);
  });
});
