import { randomUUID } from 'node:crypto';
import { boxRoutes } from '@pvz/contracts/api/boxes';
import { itineraryRoutes } from '@pvz/contracts/api/itinerary';
import { returnsRoutes } from '@pvz/contracts/api/returns';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { handedOverParcel } from '../goods/returns-fixtures.js';
import { pointsAndCentre } from './places-fixture.js';

let t: TestApp;
let admin: Client;
let courier: Client;
let manager: Client;
let courierId: number;
let centre: number;
let points: Record<string, number>;
const today = moscowDay();

const at = (name: string) => ({ kind: 'point' as const, id: points[name] as number });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const settings = (await admin.get('/api/settings/get-settings')).json();
  await admin.post('/api/settings/edit-settings', { settings: { ...settings, newPointCells: 10 } });
  ({ points, centre } = await pointsAndCentre(admin, [
    ['Запад', 37.5],
    ['Восток', 37.8],
  ]));
  courier = await staffWith(t.app, admin, {
    username: 'courier-anna',
    role: 'COURIER',
    scope: scopeOf(Object.values(points)),
  });
  manager = await staffWith(t.app, admin, {
    username: 'manager-east',
    role: 'ADMINISTRATOR',
    scope: scopeOf([points.Восток as number]),
  });
  courierId = (await admin.get(itineraryRoutes.places))
    .json()
    .couriers.find((one: { name: string }) => one.name === 'courier-anna').id;
});
afterAll(async () => t.close());

const parcelAt = (name: string, phone: string, outcome: 'defect' | 'refusal-cash' | 'cash') =>
  handedOverParcel({ admin, operator: admin, pointId: points[name] as number, phone, outcome });

describe('what the courier takes on the route', () => {
  it('is the boxes still on sorting at the start and the refusals not shipped back at each point', async () => {
    const defect = await parcelAt('Запад', '+79140000001', 'defect');
    const refusal = await parcelAt('Запад', '+79140000002', 'refusal-cash');
    const shipped = await parcelAt('Запад', '+79140000003', 'defect');
    await parcelAt('Запад', '+79140000004', 'cash');
    const eastern = await parcelAt('Восток', '+79140000005', 'defect');
    expect((await admin.post(returnsRoutes.ship, { operationId: randomUUID(), ids: [shipped] })).statusCode).toBe(200);
    const open = (pvzId: number) =>
      admin.post(boxRoutes.open, { operationId: randomUUID(), pvzId, type: 'standard', pieces: 1 });
    const waiting = (await open(points.Восток as number)).json().box;
    const taken = (await open(points.Запад as number)).json().box;
    expect(
      (
        await courier.post(boxRoutes.courierScan, {
          operationId: randomUUID(),
          code: `https://pvz.example/box/${points.Запад}/${taken.id}`,
        })
      ).json().message,
    ).toBe('На курьере');

    const saved = await admin.post(itineraryRoutes.save, {
      operationId: randomUUID(),
      day: today,
      startsAt: '09:00',
      courierId,
      start: { kind: 'sorting-center', id: centre },
      stops: [at('Запад'), at('Восток')],
      closed: false,
    });
    expect(saved.statusCode).toBe(200);
    const [route] = (await courier.get(`${itineraryRoutes.mine}?day=${today}`)).json().routes;
    expect(route.start.pickup.boxes.map((box: { id: number }) => box.id)).toEqual([waiting.id]);
    expect(route.start.pickup.returns).toEqual([]);
    expect(route.stops.map((stop: { pickup: { returns: number[] } }) => stop.pickup.returns)).toEqual([
      [defect, refusal],
      [eastern],
    ]);
    expect(route.stops.every((stop: { pickup: { boxes: unknown[] } }) => stop.pickup.boxes.length === 0)).toBe(true);
    // the dispatcher sees the same; a manager of one of its points sees neither the route nor its returns
    const day = (await admin.get(`${itineraryRoutes.day}?day=${today}`)).json().routes;
    expect(day[0].stops[0].pickup.returns).toEqual([defect, refusal]);
    expect((await manager.get(`${itineraryRoutes.day}?day=${today}`)).json().routes).toEqual([]);
    expect((await manager.get(`${itineraryRoutes.record}?id=${saved.json().id}`)).statusCode).toBe(403);

    // once shipped back, a refusal is no longer there to take
    await admin.post(returnsRoutes.ship, { operationId: randomUUID(), ids: [defect] });
    const after = (await courier.get(`${itineraryRoutes.mine}?day=${today}`)).json().routes[0];
    expect(after.stops[0].pickup.returns).toEqual([refusal]);
  });
});
