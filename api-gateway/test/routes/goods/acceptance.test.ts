import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { describe as describeMessage, messages } from '@pvz/contracts/messages';
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
import { acceptScan, createRows, eventsOf, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ приёмки', 3);
  otherPoint = await pointWithCells(admin, 'ПВЗ соседний', 3);
  operator = await staffWith(t.app, admin, { username: 'acceptor', role: 'PVZ', scope: scopeOf([point], point) });
});
afterAll(async () => t.close());

describe('acceptance scan', () => {
  it('puts a sorted parcel in the lowest free cell, stamps it, records the scan and tells a registered client', async () => {
    await registeredClient(t.app);
    const row = await sortedPurchase(admin, point, aClient.phoneNumber);
    const response = await acceptScan(operator, point, `https://pvz.example/spreadsheets/record/1/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.accepted,
      cell: 1,
      cellCount: 1,
      row: { id: row.id, status: 'at-point', cell: 1, fromName: aClient.phoneNumber },
    });
    expect((await stored(t, row.id)).delivered_pvz_at).not.toBeNull();
    expect((await eventsOf(t, row.id)).map((event) => event.type)).toEqual([
      'created',
      'to-sorting-center',
      'accepted',
    ]);
    const notes = await t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('phone_number', '=', aClient.phoneNumber)
      .execute();
    expect(notes.map((note) => note.message)).toEqual([messages.readyForPickup]);
  });

  it('gives a second parcel of the same client the same cell, another client the next free cell', async () => {
    const same = await sortedPurchase(admin, point, aClient.phoneNumber);
    const other = await sortedPurchase(admin, point, '+79120000002');
    // the Russian keyboard layout types "." for "/"
    expect((await acceptScan(operator, point, `1.${same.id}`)).json()).toMatchObject({ cell: 1, cellCount: 2 });
    expect((await acceptScan(operator, point, `1/${other.id}`)).json().cell).toBe(2);
  });

  it('answers a repeated operation id with the first answer and accepts once', async () => {
    const row = await sortedPurchase(admin, point, '+79120000003');
    const id = op();
    const first = await acceptScan(operator, point, `1/${row.id}`, id);
    const again = await acceptScan(operator, point, `1/${row.id}`, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await eventsOf(t, row.id)).filter((event) => event.type === 'accepted')).toHaveLength(1);
  });

  it("answers the accepted row as the parcel's own record shows it, names included", async () => {
    const roomy = await pointWithCells(admin, 'ПВЗ ответа', 3);
    const [row] = await createRows(admin, 'purchase', {
      fromName: '+79120000031',
      dispatchPVZ: roomy,
      marketplace: 1,
      priceSite: 2345_67,
      productName: 'Чайник',
      notation: 'хрупкое',
    });
    if (!row) throw new Error('no row');
    await admin.post(goodsRoutes.toSortingCenter('purchase'), { operationId: op(), ids: [row.id] });
    const accepted = (await acceptScan(admin, roomy, `1/${row.id}`)).json();
    const record = (await admin.get(`${goodsRoutes.record('purchase')}?id=${row.id}`)).json();
    expect(accepted.row).toMatchObject({ marketplace: { id: 1, name: 'Ozon' }, dispatchPVZ: { id: roomy } });
    expect(accepted.row).toEqual(record.row);
  });

  it('refuses an operation id another request used, accepting nothing', async () => {
    const roomy = await pointWithCells(admin, 'ПВЗ повторов', 3);
    const first = await sortedPurchase(admin, roomy, '+79120000032');
    const second = await sortedPurchase(admin, roomy, '+79120000033');
    const id = op();
    expect((await acceptScan(admin, roomy, `1/${first.id}`, id)).statusCode).toBe(200);
    const reused = await acceptScan(admin, roomy, `1/${second.id}`, id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe(messages.operationRequestDiffers);
    expect((await stored(t, second.id)).delivered_pvz_at).toBeNull();
    expect(await eventsOf(t, second.id)).not.toContainEqual(expect.objectContaining({ type: 'accepted' }));
  });

  it('replays an answer stored in the earlier, shaped form as it was sent', async () => {
    const roomy = await pointWithCells(admin, 'ПВЗ прежних ответов', 3);
    const row = await sortedPurchase(admin, roomy, '+79120000034');
    const id = op();
    const first = await acceptScan(admin, roomy, `1/${row.id}`, id);
    const shaped = { ...first.json(), cellCount: 7 };
    await t.database.db
      .updateTable('operations')
      .set({ result: JSON.stringify(shaped) })
      .where('id', '=', id)
      .execute();
    const again = await acceptScan(admin, roomy, `1/${row.id}`, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(shaped);
  });

  it('refuses a second scan of an accepted parcel with its cell and changes nothing', async () => {
    const row = await sortedPurchase(admin, point, aClient.phoneNumber);
    await acceptScan(operator, point, `1/${row.id}`);
    const before = await stored(t, row.id);
    const response = await acceptScan(operator, point, `1/${row.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: messages.acceptedEarlier, code: expect.any(String), cell: 1 });
    expect(await stored(t, row.id)).toEqual(before);
  });

  it.each([
    ['an unknown code', 'hello', 400, messages.codeUnknown],
    ['a client pickup QR', 'https://pvz.example/pickup/1-2-1234567890123456', 400, messages.codeUnknown],
    ['a label of a row that does not exist', '1/999999', 404, messages.goodsNotFound],
    ['a barcode label for a purchase id', 'shop/1/1', 404, messages.goodsNotFound],
  ])('refuses %s', async (_case, code, status, error) => {
    const response = await acceptScan(operator, point, code);
    expect({ status: response.statusCode, error: response.json().error }).toEqual({ status, error });
  });

  it('refuses a parcel that is not sorted yet, and one of another point, leaving both as they were', async () => {
    const [unsorted] = await createRows(admin, 'purchase', { fromName: '+79120000004', dispatchPVZ: point });
    const foreign = await sortedPurchase(admin, otherPoint, '+79120000004');
    if (!unsorted) throw new Error('no row');
    const notSorted = await acceptScan(operator, point, `1/${unsorted.id}`);
    expect({ status: notSorted.statusCode, error: notSorted.json().error }).toEqual({
      status: 422,
      error: messages.notSorted,
    });
    const wrongPoint = await acceptScan(operator, point, `1/${foreign.id}`);
    expect({ status: wrongPoint.statusCode, error: wrongPoint.json().error }).toEqual({
      status: 422,
      error: describeMessage.goodsOfPoint('ПВЗ соседний'),
    });
    expect((await stored(t, unsorted.id)).delivered_pvz_at).toBeNull();
    expect((await stored(t, foreign.id)).delivered_pvz_at).toBeNull();
  });

  it('accepts a bare id typed from a damaged label when it names one parcel', async () => {
    const roomy = await pointWithCells(admin, 'ПВЗ без этикеток', 3);
    const row = await sortedPurchase(admin, roomy, '+79120000011');
    const response = await acceptScan(admin, roomy, ` ${row.id} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ row: { id: row.id, status: 'at-point' } });
    expect((await acceptScan(admin, roomy, '999999')).statusCode).toBe(404);
  });

  it('refuses a bare id that names two parcels (an id and an old id), and accepts neither', async () => {
    const roomy = await pointWithCells(admin, 'ПВЗ со старыми номерами', 3);
    const first = await sortedPurchase(admin, roomy, '+79120000012');
    const second = await sortedPurchase(admin, roomy, '+79120000013');
    // a parcel carried over from the product before this one keeps its old number
    await t.database.db.updateTable('goods').set({ old_id: first.id }).where('id', '=', second.id).execute();
    const response = await acceptScan(admin, roomy, String(first.id));
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 422,
      error: messages.bareIdAmbiguous,
    });
    expect((await stored(t, first.id)).delivered_pvz_at).toBeNull();
    expect((await stored(t, second.id)).delivered_pvz_at).toBeNull();
  });

  it("refuses acceptance at a point outside the operator's scope with 403", async () => {
    const foreign = await sortedPurchase(admin, otherPoint, '+79120000005');
    const response = await acceptScan(operator, otherPoint, `1/${foreign.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.pointOutOfScope);
  });

  it('says there are no free cells when every cell is taken, and takes none', async () => {
    const small = await pointWithCells(admin, 'ПВЗ маленький', 1);
    const first = await sortedPurchase(admin, small, '+79120000006');
    const second = await sortedPurchase(admin, small, '+79120000007');
    expect((await acceptScan(admin, small, `1/${first.id}`)).statusCode).toBe(200);
    const full = await acceptScan(admin, small, `1/${second.id}`);
    expect({ status: full.statusCode, error: full.json().error }).toEqual({ status: 422, error: messages.noFreeCells });
    expect((await stored(t, second.id)).cell).toBeNull();
  });

  it('accepts selected rows in bulk ("to point") with their cells, refusing unsorted ones', async () => {
    const a = await sortedPurchase(admin, otherPoint, '+79120000008');
    const b = await sortedPurchase(admin, otherPoint, '+79120000009');
    const bulk = await admin.post(goodsRoutes.toPoint('purchase'), { operationId: op(), ids: [a.id, b.id] });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().cells).toEqual([
      { id: a.id, cell: 1 },
      { id: b.id, cell: 2 },
    ]);
    const [unsorted] = await createRows(admin, 'purchase', { fromName: '+79120000010', dispatchPVZ: otherPoint });
    const refused = await admin.post(goodsRoutes.toPoint('purchase'), { operationId: op(), ids: [unsorted?.id] });
    expect(refused.json().error).toBe(messages.notSorted);
  });
});
