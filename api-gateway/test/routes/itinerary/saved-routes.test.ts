import { randomUUID } from 'node:crypto';
import { boxRoutes } from '@pvz/contracts/api/boxes';
import { itineraryRoutes } from '@pvz/contracts/api/itinerary';
import { messages } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { pngBytes, upload } from '../notifications/upload-fixtures.js';
import { pointsAndCentre } from './places-fixture.js';

let t: TestApp;
let admin: Client;
let courier: Client;
let otherCourier: Client;
let manager: Client;
let courierId: number;
let centre: number;
let points: Record<string, number>;
const today = moscowDay();

const at = (name: string) => ({ kind: 'point' as const, id: points[name] as number });
const label = (pointId: number, boxId: number) => `https://pvz.example/box/${pointId}/${boxId}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  ({ points, centre } = await pointsAndCentre(admin, [
    ['Запад', 37.5],
    ['Центр', 37.6],
    ['Восток', 37.8],
  ]));
  const all = Object.values(points);
  courier = await staffWith(t.app, admin, { username: 'courier-anna', role: 'COURIER', scope: scopeOf(all) });
  otherCourier = await staffWith(t.app, admin, { username: 'courier-boris', role: 'COURIER', scope: scopeOf(all) });
  manager = await staffWith(t.app, admin, {
    username: 'manager-west',
    role: 'ADMINISTRATOR',
    scope: scopeOf([points.Запад as number]),
  });
  const places = (await admin.get(itineraryRoutes.places)).json();
  courierId = places.couriers.find((one: { name: string }) => one.name === 'courier-anna').id;
  expect(places.couriers.map((one: { name: string }) => one.name)).toEqual(['courier-anna', 'courier-boris']);
});
afterAll(async () => t.close());

const route = (body: Record<string, unknown> = {}, caller: Client = admin) =>
  caller.post(itineraryRoutes.save, {
    operationId: randomUUID(),
    day: today,
    startsAt: '09:00',
    courierId,
    start: { kind: 'sorting-center', id: centre },
    stops: [at('Запад'), at('Центр'), at('Восток')],
    closed: false,
    ...body,
  });

/** The place at a position of the route of this test: Запад, Центр, Восток. */
const placeAt = (position: unknown) => at(['Запад', 'Центр', 'Восток'][Number(position) - 1] ?? 'Запад');
const finish = (body: Record<string, unknown>, caller: Client = courier) =>
  caller.post(itineraryRoutes.stop, {
    operationId: randomUUID(),
    state: 'done',
    place: placeAt(body.position),
    ...body,
  });

describe('a route kept for a day and a courier', () => {
  it('is saved in the order given, with planned times, and refuses what is not a route', async () => {
    const saved = await route({ startsAt: '23:50' });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ day: today, startsAt: '23:50', courier: { id: courierId, name: 'courier-anna' } });
    expect(body.stops.map((stop: { name: string }) => stop.name)).toEqual(['Запад', 'Центр', 'Восток']);
    expect(body.stops.map((stop: { position: number }) => stop.position)).toEqual([1, 2, 3]);
    const first = body.stops[0];
    // the first leg arrives at 23:50 plus its minutes; the next ones add 10 minutes at each stop
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    // past midnight on the clock
    expect(first.plannedAt).toBe(clock(23 * 60 + 50 + first.legMinutes));
    expect(body.stops[1].plannedAt).toBe(clock(23 * 60 + 50 + first.legMinutes + 10 + body.stops[1].legMinutes));
    expect(body.metres).toBe(body.stops.reduce((sum: number, stop: { legMetres: number }) => sum + stop.legMetres, 0));

    const refusals: [Record<string, unknown>, number, string | undefined][] = [
      [{ courierId: 999_999 }, 400, messages.itineraryCourierUnknown],
      // the director is no courier
      [{ courierId: 1 }, 400, messages.itineraryCourierUnknown],
      [{ startsAt: '24:00' }, 400, undefined],
      [{ day: '2026-02-30' }, 400, undefined],
      [{ stops: [at('Запад'), at('Запад')] }, 400, messages.itineraryStopTwice],
      [{ id: 999_999 }, 404, messages.itineraryNotFound],
    ];
    for (const [body, status, error] of refusals) {
      const answer = await route(body);
      expect([body, answer.statusCode]).toEqual([body, status]);
      if (error) expect(answer.json().error).toBe(error);
    }
    // a manager of one point cannot send a courier to others’ points, nor change or drop a route through them
    const foreign = await route({}, manager);
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, messages.pointOutOfScope]);
    expect((await route({ id: body.id, stops: [at('Запад')] }, manager)).statusCode).toBe(403);
    expect((await manager.post(itineraryRoutes.remove, { id: body.id })).statusCode).toBe(403);
    expect((await manager.get(`${itineraryRoutes.record}?id=${body.id}`)).statusCode).toBe(403);
    expect((await manager.get(`${itineraryRoutes.day}?day=${today}`)).json().routes).toEqual([]);
    // couriers do not plan
    expect((await route({}, courier)).statusCode).toBe(403);
    expect((await admin.post(itineraryRoutes.remove, { id: body.id })).statusCode).toBe(200);
    expect((await admin.get(`${itineraryRoutes.record}?id=${body.id}`)).statusCode).toBe(404);
  });

  it('is driven by its courier stop by stop, with the boxes of each point, and followed by the dispatcher', async () => {
    const box = (
      await admin.post(boxRoutes.open, { operationId: randomUUID(), pvzId: points.Центр, type: 'standard', pieces: 1 })
    ).json().box;
    // planning counts each point's boxes still to take there
    const planned = (
      await admin.post(itineraryRoutes.route, {
        start: { kind: 'sorting-center', id: centre },
        stops: [at('Запад'), at('Центр')],
        closed: false,
        optimise: false,
      })
    ).json();
    expect(planned.stops.map((stop: { boxes: number }) => stop.boxes)).toEqual([0, 1]);
    const saved = (await route()).json();
    // changing it before it starts is fine
    const changed = await route({ id: saved.id, startsAt: '08:00' });
    expect([changed.statusCode, changed.json().id, changed.json().startsAt]).toEqual([200, saved.id, '08:00']);

    const mine = (await courier.get(`${itineraryRoutes.mine}?day=${today}`)).json().routes;
    expect(mine.map((one: { id: number }) => one.id)).toEqual([saved.id]);
    const centreStop = mine[0].stops[1];
    expect(centreStop.boxes.map((one: { id: number; status: string }) => [one.id, one.status])).toEqual([
      [box.id, 'sorting'],
    ]);
    expect((await otherCourier.get(`${itineraryRoutes.mine}?day=${today}`)).json().routes).toEqual([]);

    // the box scans of distribution, done from the route: taken, then delivered
    const taken = await courier.post(boxRoutes.courierScan, {
      operationId: randomUUID(),
      code: label(points.Центр as number, box.id),
    });
    expect(taken.json().message).toBe('На курьере');
    const photo = (await upload(courier, pngBytes, 'фото.png', 'stop')).json().id as string;
    const stranger = (await upload(otherCourier, pngBytes, 'фото.png', 'stop')).json().id as string;
    const refusals: [Record<string, unknown>, Client, number, string][] = [
      [{ routeId: saved.id, position: 1 }, otherCourier, 403, messages.itineraryNotYours],
      [{ routeId: saved.id, position: 9 }, courier, 404, messages.itineraryStopUnknown],
      [{ routeId: 999_999, position: 1 }, courier, 404, messages.itineraryNotFound],
      [
        { routeId: saved.id, position: 1, state: 'failed', reason: '   ' },
        courier,
        400,
        messages.itineraryReasonRequired,
      ],
      [{ routeId: saved.id, position: 1, photoId: stranger }, courier, 400, messages.itineraryPhotoInvalid],
    ];
    for (const [body, caller, status, error] of refusals) {
      const answer = await finish(body, caller);
      expect([body, answer.statusCode, answer.json().error]).toEqual([body, status, error]);
    }
    // twenty taps at once mark the stop once
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => finish({ routeId: saved.id, position: 1, photoId: photo })),
    );
    expect(taps.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(new Set(taps.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error))).toEqual(
      new Set([messages.itineraryStopFinished]),
    );
    const failed = await finish({ routeId: saved.id, position: 2, state: 'failed', reason: 'Закрыто, никого нет' });
    expect(failed.json().stops.map((stop: { state: string }) => stop.state)).toEqual(['done', 'failed', 'planned']);
    expect(failed.json().stops[1].reason).toBe('Закрыто, никого нет');
    expect(failed.json().stops[0].photoId).toBe(photo);
    // the photo is no other stop's
    const again = await finish({ routeId: saved.id, position: 3, photoId: photo });
    expect([again.statusCode, again.json().error]).toEqual([400, messages.itineraryPhotoInvalid]);

    // a screen showing an older order marks nothing
    const moved = await finish({ routeId: saved.id, position: 3, place: at('Запад') });
    expect([moved.statusCode, moved.json().error]).toEqual([409, messages.itineraryStopMoved]);

    // once started, the route stands
    const late = await route({ id: saved.id });
    expect([late.statusCode, late.json().error]).toEqual([409, messages.itineraryStarted]);
    expect((await admin.post(itineraryRoutes.remove, { id: saved.id })).statusCode).toBe(409);

    const day = (await admin.get(`${itineraryRoutes.day}?day=${today}`)).json().routes;
    expect(day.map((one: { id: number }) => one.id)).toEqual([saved.id]);
    expect(day[0].stops[1].boxes[0].status).toBe('courier');
    // the dispatcher sees the photo, a courier who is not its owner does not
    expect((await admin.get(`/api/files?id=${photo}`)).statusCode).toBe(200);
    expect((await otherCourier.get(`/api/files?id=${photo}`)).statusCode).toBe(404);
    // a manager of one of its points only does not see a route through others, nor its photos
    expect((await manager.get(`/api/files?id=${photo}`)).statusCode).toBe(404);
  });

  it('is saved once however many times the same save is sent', async () => {
    const operationId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => route({ operationId, day: '2026-03-02' })));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect((await admin.get(`${itineraryRoutes.day}?day=2026-03-02`)).json().routes).toHaveLength(1);
  });

  it('says which stops are late', async () => {
    const early = (await route({ day: '2026-01-05', startsAt: '06:00' })).json();
    const day = (await admin.get(`${itineraryRoutes.day}?day=2026-01-05`)).json().routes;
    expect(
      day.find((one: { id: number }) => one.id === early.id).stops.every((stop: { late: boolean }) => stop.late),
    ).toBe(true);
    const later = (await route({ day: '2099-01-05' })).json();
    expect(later.stops.some((stop: { late: boolean }) => stop.late)).toBe(false);
  });
});
