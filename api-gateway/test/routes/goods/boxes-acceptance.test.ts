import { boxRoutes } from '@pvz/contracts/api/boxes';
import { messages } from '@pvz/contracts/messages';
import {
  aClient,
  type Client,
  createTestApp,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { acceptScan, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ приёмки коробок', 12);
  otherPoint = await pointWithCells(admin, 'ПВЗ чужой', 4);
  operator = await staffWith(t.app, admin, { username: 'box-acceptor', role: 'PVZ', scope: scopeOf([point], point) });
});
afterAll(async () => t.close());

const label = (pointId: number, boxId: number) => `https://pvz.example/box/${pointId}/${boxId}`;

/** A box of `pointId` holding a sorted parcel for each phone, delivered by the courier unless told. */
async function boxWith(pointId: number, phones: string[], delivered = true) {
  const box = (
    await admin.post(boxRoutes.open, { operationId: op(), pvzId: pointId, type: 'standard', pieces: 1 })
  ).json().box.id as number;
  const rows = [];
  for (const phone of phones) {
    const row = await sortedPurchase(admin, pointId, phone);
    const added = await admin.post(boxRoutes.addParcel, { operationId: op(), boxId: box, code: `1/${row.id}` });
    if (added.statusCode !== 200) throw new Error(added.body);
    rows.push(row);
  }
  if (delivered)
    for (let scan = 0; scan < 2; scan += 1)
      await admin.post(boxRoutes.courierScan, { operationId: op(), code: label(pointId, box) });
  return { box, rows };
}

const acceptBox = (pvzId: number, code: string, operationId = op()) =>
  operator.post(boxRoutes.accept, { operationId, pvzId, code });

describe('accepting a whole box', () => {
  it('puts every parcel into cells like a parcel scan, answers them by cell and stamps the box', async () => {
    await registeredClient(t.app);
    const { box, rows } = await boxWith(point, ['+79120000201', aClient.phoneNumber, '+79120000201']);
    const response = await acceptBox(point, label(point, box));
    expect(response.statusCode).toBe(200);
    const [first, second, third] = rows.map((row) => row.id);
    expect(response.json()).toMatchObject({
      message: messages.boxAccepted,
      warning: null,
      box: { id: box, status: 'accepted', acceptedBy: 'box-acceptor' },
      cells: [
        { id: first, cell: 1, note: null },
        { id: third, cell: 1, note: null },
        { id: second, cell: 2, note: null },
      ],
    });
    expect(response.json().rows).toHaveLength(3);
    expect((await stored(t, third as number)).delivered_pvz_at).not.toBeNull();
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('phone_number', '=', aClient.phoneNumber)
      .execute();
    expect(notes.map((note) => note.message)).toEqual([messages.readyForPickup]);
  });

  it('says a second acceptance was done earlier, with the cells, and a parcel scan says accepted earlier', async () => {
    const { box, rows } = await boxWith(point, ['+79120000202']);
    await acceptBox(point, label(point, box));
    const again = await acceptBox(point, label(point, box));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: messages.boxAcceptedEarlier, cells: [{ id: rows[0]?.id }] });
    const parcel = await acceptScan(operator, point, `1/${rows[0]?.id}`);
    expect([parcel.statusCode, parcel.json().error]).toEqual([409, messages.acceptedEarlier]);
  });

  it('keeps an accepted box as it is: no status by hand, no courier scan', async () => {
    const { box } = await boxWith(point, ['+79120000210']);
    await acceptBox(point, label(point, box));
    const status = await admin.post(boxRoutes.setStatus, { operationId: op(), boxId: box, status: 'sorting' });
    expect([status.statusCode, status.json().error]).toEqual([409, messages.boxAcceptedAlready]);
    const courier = await admin.post(boxRoutes.courierScan, { operationId: op(), code: label(point, box) });
    expect([courier.statusCode, courier.json().error]).toEqual([409, messages.boxDeliveredAlready]);
  });

  it('accepts a box the courier did not mark delivered, and says so', async () => {
    const { box } = await boxWith(point, ['+79120000203'], false);
    const response = await acceptBox(point, label(point, box));
    expect(response.json()).toMatchObject({ message: messages.boxAccepted, warning: messages.boxNotDeliveredYet });
  });

  it('keeps the cell of a parcel accepted by its own scan before the box', async () => {
    const { box, rows } = await boxWith(point, ['+79120000204']);
    const own = await acceptScan(operator, point, `1/${rows[0]?.id}`);
    const response = await acceptBox(point, label(point, box));
    expect(response.json().cells).toEqual([{ id: rows[0]?.id, cell: own.json().cell, note: messages.acceptedEarlier }]);
  });

  it('refuses the box of another point (operator scope includes both) and changes nothing', async () => {
    const both = await staffWith(t.app, admin, { username: 'both', role: 'PVZ', scope: scopeOf([point, otherPoint]) });
    const { box, rows } = await boxWith(otherPoint, ['+79120000205']);
    const response = await both.post(boxRoutes.accept, {
      operationId: op(),
      pvzId: point,
      code: label(otherPoint, box),
    });
    expect([response.statusCode, response.json().error]).toEqual([422, messages.boxOfOtherPoint]);
    expect((await stored(t, rows[0]?.id as number)).delivered_pvz_at).toBeNull();
  });

  it('refuses with nothing changed when the point has no free cell', async () => {
    const small = await pointWithCells(admin, 'ПВЗ маленький', 1);
    const keeper = await staffWith(t.app, admin, { username: 'keeper', role: 'PVZ', scope: scopeOf([small], small) });
    const { box, rows } = await boxWith(small, ['+79120000206', '+79120000207']);
    const response = await keeper.post(boxRoutes.accept, { operationId: op(), pvzId: small, code: label(small, box) });
    expect([response.statusCode, response.json().error]).toEqual([422, messages.noFreeCells]);
    expect((await stored(t, rows[0]?.id as number)).delivered_pvz_at).toBeNull();
    const stamped = await t.database.db
      .selectFrom('boxes')
      .select('accepted_at')
      .where('id', '=', box)
      .executeTakeFirstOrThrow();
    expect(stamped.accepted_at).toBeNull();
  });

  it('answers a replayed operation id with the first answer', async () => {
    const { box } = await boxWith(point, ['+79120000208']);
    const id = op();
    const first = await acceptBox(point, label(point, box), id);
    const again = await acceptBox(point, label(point, box), id);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
  });

  it('refuses bad input: a parcel label, an unknown box, a forged point number, a point outside the scope', async () => {
    const parcel = await acceptBox(point, '1/1');
    expect([parcel.statusCode, parcel.json().error]).toEqual([400, messages.boxCodeExpected]);
    expect((await acceptBox(point, label(point, 999_999))).statusCode).toBe(404);
    const { box } = await boxWith(point, ['+79120000209']);
    expect((await acceptBox(point, label(otherPoint, box))).statusCode).toBe(404);
    expect((await acceptBox(otherPoint, label(point, box))).statusCode).toBe(403);
  });
});
