import { boxRoutes } from '@pvz/contracts/api/boxes';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { createRows, eventsOf, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
let sorter: Client;
let courier: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ коробок', 5);
  otherPoint = await pointWithCells(admin, 'ПВЗ другой', 5);
  sorter = await staffWith(t.app, admin, {
    username: 'sorter',
    role: 'SORTIROVKA',
    scope: scopeOf([point, otherPoint]),
  });
  courier = await staffWith(t.app, admin, {
    username: 'courier',
    role: 'COURIER',
    scope: scopeOf([point, otherPoint]),
  });
});
afterAll(async () => t.close());

const label = (pointId: number, boxId: number) => `https://pvz.example/box/${pointId}/${boxId}`;

async function openBox(pvzId = point, type: 'standard' | 'oversized' = 'standard', pieces = 1): Promise<number> {
  const response = await sorter.post(boxRoutes.open, { operationId: op(), pvzId, type, pieces });
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.body}`);
  return response.json().box.id;
}

const addParcel = (boxId: number, code: string, operationId = op()) =>
  sorter.post(boxRoutes.addParcel, { operationId, boxId, code });
const courierScan = (code: string, operationId = op()) => courier.post(boxRoutes.courierScan, { operationId, code });

async function boxRow(id: number) {
  return t.database.db.selectFrom('boxes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('opening a box', () => {
  it('opens a standard box for a point with its history', async () => {
    const response = await sorter.post(boxRoutes.open, {
      operationId: op(),
      pvzId: point,
      type: 'standard',
      pieces: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.boxOpened,
      box: { point: { id: point, name: 'ПВЗ коробок' }, type: 'standard', pieces: 1, status: 'sorting', parcels: 0 },
    });
    const events = await t.database.db
      .selectFrom('box_events')
      .selectAll()
      .where('box_id', '=', response.json().box.id)
      .execute();
    expect(events.map((event) => [event.type, event.actor])).toEqual([['opened', 'sorter']]);
  });

  it('keeps the pieces of an oversized box; a standard box has one', async () => {
    expect((await boxRow(await openBox(point, 'oversized', 3))).pieces).toBe(3);
    expect((await boxRow(await openBox(point, 'standard', 3))).pieces).toBe(1);
  });

  it('refuses bad input: no pieces, an unknown type, an unknown point', async () => {
    const bad = [
      { operationId: op(), pvzId: point, type: 'standard', pieces: 0 },
      { operationId: op(), pvzId: point, type: 'crate', pieces: 1 },
      { operationId: 'not-a-uuid', pvzId: point, type: 'standard', pieces: 1 },
    ];
    for (const body of bad) expect((await sorter.post(boxRoutes.open, body)).statusCode).toBe(400);
    const unknown = await admin.post(boxRoutes.open, {
      operationId: op(),
      pvzId: 999_999,
      type: 'standard',
      pieces: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe(messages.pointUnknown);
  });

  it('opens a box once per operation id', async () => {
    const body = { operationId: op(), pvzId: point, type: 'standard', pieces: 1 };
    const first = await sorter.post(boxRoutes.open, body);
    const again = await sorter.post(boxRoutes.open, body);
    expect(again.json()).toEqual(first.json());
  });
});

describe('putting parcels into a box', () => {
  it('adds a sorted parcel of the box point by its label, with the history of both', async () => {
    const box = await openBox();
    const row = await sortedPurchase(admin, point, '+79120000101');
    const response = await addParcel(box, `https://pvz.example/spreadsheets/record/1/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.parcelInBox,
      box: { id: box, parcels: 1 },
      rows: [{ id: row.id }],
    });
    expect((await stored(t, row.id)).box_id).toBe(box);
    expect((await eventsOf(t, row.id)).map((event) => event.type)).toContain('boxed');
  });

  it('refuses a parcel of another point with the spoken words, and changes nothing', async () => {
    const box = await openBox();
    const row = await sortedPurchase(admin, otherPoint, '+79120000102');
    const response = await addParcel(box, `1/${row.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(messages.parcelOfOtherBoxPoint);
    expect((await stored(t, row.id)).box_id).toBeNull();
  });

  it('refuses a parcel not at the sorting centre, one in another box, one already in this box', async () => {
    const box = await openBox();
    const [fresh] = await createRows(admin, 'purchase', { fromName: '+79120000103', dispatchPVZ: point });
    const notSorted = await addParcel(box, `1/${fresh?.id}`);
    expect([notSorted.statusCode, notSorted.json().error]).toEqual([422, messages.notSorted]);

    const row = await sortedPurchase(admin, point, '+79120000104');
    await addParcel(box, `1/${row.id}`);
    const twice = await addParcel(box, `1/${row.id}`);
    expect([twice.statusCode, twice.json().error]).toEqual([409, messages.parcelAlreadyInThisBox]);
    const another = await addParcel(await openBox(), `1/${row.id}`);
    expect([another.statusCode, another.json().error]).toEqual([409, say.boxParcelOfOtherBox(box)]);
    expect((await stored(t, row.id)).box_id).toBe(box);
  });

  it('refuses a code that is not an item label, an unknown parcel, an unknown box', async () => {
    const box = await openBox();
    expect((await addParcel(box, label(point, box))).json().error).toBe(messages.itemCodeExpected);
    expect((await addParcel(box, '1/999999')).statusCode).toBe(404);
    const row = await sortedPurchase(admin, point, '+79120000105');
    const unknownBox = await addParcel(999_999, `1/${row.id}`);
    expect([unknownBox.statusCode, unknownBox.json().error]).toEqual([404, messages.boxNotFound]);
  });

  it('takes a parcel out of a box; a parcel not in it is refused', async () => {
    const box = await openBox();
    const row = await sortedPurchase(admin, point, '+79120000106');
    await addParcel(box, `1/${row.id}`);
    const removed = await sorter.post(boxRoutes.removeParcel, { operationId: op(), boxId: box, goodsId: row.id });
    expect(removed.json()).toMatchObject({ message: messages.parcelRemovedFromBox, box: { parcels: 0 }, rows: [] });
    expect((await stored(t, row.id)).box_id).toBeNull();
    const again = await sorter.post(boxRoutes.removeParcel, { operationId: op(), boxId: box, goodsId: row.id });
    expect([again.statusCode, again.json().error]).toEqual([404, messages.parcelNotInBox]);
  });

  it('keeps the content of a box the courier took', async () => {
    const box = await openBox();
    await courierScan(label(point, box));
    const row = await sortedPurchase(admin, point, '+79120000107');
    const response = await addParcel(box, `1/${row.id}`);
    expect([response.statusCode, response.json().error]).toEqual([409, messages.boxLeftSorting]);
  });
});

describe('the courier scans', () => {
  it('takes the box, then delivers it, then refuses further scans; a replayed id answers the first answer', async () => {
    const box = await openBox();
    const first = await courierScan(label(point, box));
    expect(first.json()).toMatchObject({
      message: messages.boxOnCourier,
      box: { status: 'courier', sortedBy: 'courier' },
    });
    const id = op();
    const russianLayout = `${point}/box.${point}.${box}`.replace(/^\d+\//, '');
    const second = await courierScan(russianLayout, id);
    expect(second.json()).toMatchObject({ message: messages.boxDelivered, box: { status: 'delivered' } });
    const third = await courierScan(label(point, box));
    expect([third.statusCode, third.json().error]).toEqual([409, messages.boxDeliveredAlready]);
    const replay = await courierScan(russianLayout, id);
    expect([replay.statusCode, replay.json()]).toEqual([200, second.json()]);
    const events = await t.database.db.selectFrom('box_events').select('type').where('box_id', '=', box).execute();
    expect(events.map((event) => event.type)).toEqual(['opened', 'taken', 'delivered']);
  });

  it('refuses an unknown box, a label whose point number does not match, and a parcel label', async () => {
    const box = await openBox();
    expect((await courierScan(label(point, 999_999))).statusCode).toBe(404);
    const forged = await courierScan(label(otherPoint, box));
    expect([forged.statusCode, forged.json().error]).toEqual([404, messages.boxNotFound]);
    expect((await boxRow(box)).sorted_at).toBeNull();
    const parcel = await courierScan('1/5');
    expect([parcel.statusCode, parcel.json().error]).toEqual([400, messages.boxCodeExpected]);
  });

  it("lists the courier's boxes of the day by point with addresses", async () => {
    const mine = await openBox(otherPoint);
    await courierScan(label(otherPoint, mine));
    const response = await courier.get(boxRoutes.myDeliveries);
    expect(response.statusCode).toBe(200);
    const group = response.json().points.find((entry: { point: { id: number } }) => entry.point.id === otherPoint);
    expect(group).toMatchObject({ point: { name: 'ПВЗ другой', address: 'ПВЗ другой, адрес' } });
    expect(group.boxes.map((box: { id: number }) => box.id)).toEqual([mine]);
    expect((await sorter.get(boxRoutes.myDeliveries)).json().points).toEqual([]);
  });
});

describe('the box list and the box page', () => {
  it('lists the boxes waiting for the courier, of a point', async () => {
    const waiting = await openBox(otherPoint);
    const taken = await openBox(otherPoint);
    await courierScan(label(otherPoint, taken));
    const response = await sorter.get(`${boxRoutes.list}?status=sorting&pvzId=${otherPoint}`);
    const ids = response.json().boxes.map((box: { id: number }) => box.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(taken);
    expect((await sorter.get(`${boxRoutes.list}?status=lost`)).statusCode).toBe(400);
  });

  it('shows the box of a label with its parcels and history; another point number is not found', async () => {
    const box = await openBox();
    const row = await sortedPurchase(admin, point, '+79120000108');
    await addParcel(box, `1/${row.id}`);
    const response = await sorter.get(`${boxRoutes.record}?pvzNumber=${point}&id=${box}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      box: { id: box, parcels: 1, status: 'sorting' },
      rows: [{ id: row.id, status: 'at-sorting-center' }],
      events: [{ type: 'opened' }, { type: 'parcel-added', details: { goodsId: row.id } }],
    });
    expect((await sorter.get(`${boxRoutes.record}?pvzNumber=${otherPoint}&id=${box}`)).statusCode).toBe(404);
    expect((await sorter.get(`${boxRoutes.record}?pvzNumber=${point}&id=999999`)).statusCode).toBe(404);
  });

  it('sets the status by hand, forward and back, with its history', async () => {
    const box = await openBox();
    const set = (status: string) => sorter.post(boxRoutes.setStatus, { operationId: op(), boxId: box, status });
    expect((await set('delivered')).json()).toMatchObject({
      message: messages.boxStatusSet,
      box: { status: 'delivered' },
    });
    expect((await boxRow(box)).sorted_at).not.toBeNull();
    expect((await set('sorting')).json().box).toMatchObject({ status: 'sorting', sortedAt: null, deliveredAt: null });
    expect((await set('accepted')).statusCode).toBe(400);
  });
});

describe('a point operator of another point', () => {
  it('is refused the boxes of a point outside the scope with 403', async () => {
    const box = await openBox(otherPoint);
    const outsider = await staffWith(t.app, admin, {
      username: 'outsider',
      role: 'SORTIROVKA',
      scope: scopeOf([point], point),
    });
    const calls = [
      outsider.post(boxRoutes.open, { operationId: op(), pvzId: otherPoint, type: 'standard', pieces: 1 }),
      outsider.post(boxRoutes.addParcel, { operationId: op(), boxId: box, code: '1/1' }),
      outsider.post(boxRoutes.courierScan, { operationId: op(), code: label(otherPoint, box) }),
      outsider.get(`${boxRoutes.record}?pvzNumber=${otherPoint}&id=${box}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect((await outsider.get(boxRoutes.list)).json().boxes.map((entry: { id: number }) => entry.id)).not.toContain(
      box,
    );
  });
});
