import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
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
import { acceptScan, createRows, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ выдачи', 20);
  operator = await staffWith(t.app, admin, { username: 'issuer', role: 'PVZ', scope: scopeOf([point], point) });
});
afterAll(async () => t.close());

/** A parcel accepted at the point: 1 004,50 ₽ on the site, 10 % → 1 104,95 ₽ to pay. */
async function acceptedParcel(phone: string, priceSite = 1004_50) {
  const row = await sortedPurchase(admin, point, phone, priceSite);
  const accepted = await acceptScan(operator, point, `1/${row.id}`);
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  return { id: row.id, cell: accepted.json().cell as number };
}

const issue = (ids: number[], outcome: string, operationId = op()) =>
  operator.post(goodsRoutes.issue, { operationId, pvzId: point, ids, outcome });

const parcelsOf = (phone: string) =>
  operator.get(`${goodsRoutes.clientParcels}?pvzId=${point}&phone=${encodeURIComponent(phone)}`);

describe('hand-over', () => {
  it("shows the client's parcels with the sum in cash (rounded half-up to 10 ₽) and online", async () => {
    const phone = '+79130000001';
    const first = await acceptedParcel(phone);
    await acceptedParcel(phone, 200_00);
    const onTheWay = await sortedPurchase(admin, point, phone);
    const answer = (await parcelsOf(phone)).json();
    expect(answer.rows.map((row: { id: number }) => row.id)).toEqual(
      [first.id, first.id + 1, onTheWay.id].sort((a, b) => a - b),
    );
    expect(answer.cell).toBe(first.cell);
    // 1 104,95 → 1 100 in cash; 220 → 220
    expect(answer.toCollect).toEqual({ cash: 1320_00, online: 1324_95 });
    expect(answer.dues).toEqual([
      { id: first.id, cash: 1100_00, online: 1104_95 },
      { id: first.id + 1, cash: 220_00, online: 220_00 },
    ]);
    expect(answer.refusalFee).toBe(100_00);
  });

  it('hands over for cash: stamps, writes what was taken and frees the emptied cell', async () => {
    const phone = '+79130000002';
    const parcel = await acceptedParcel(phone);
    const response = await issue([parcel.id], 'cash');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.handedOver,
      collected: { cash: 1100_00, online: 0 },
      freedCell: parcel.cell,
      rows: [{ id: parcel.id, status: 'issued', additionally: 'cash' }],
    });
    const row = await stored(t, parcel.id);
    expect(row).toMatchObject({ outcome: 'cash', collected: 1100_00, amount_due: 1104_95 });
    const cell = await t.database.db
      .selectFrom('cells')
      .select('client_phone')
      .where('point_id', '=', point)
      .where('number', '=', parcel.cell)
      .executeTakeFirstOrThrow();
    expect(cell.client_phone).toBeNull();
  });

  it('keeps the cell while the client still has a parcel in it', async () => {
    const phone = '+79130000003';
    const first = await acceptedParcel(phone);
    await acceptedParcel(phone);
    const response = await issue([first.id], 'online');
    expect(response.json()).toMatchObject({ collected: { cash: 0, online: 1104_95 }, freedCell: null });
  });

  it.each([
    ['refusal-cash', '+79130000101', { due: 100_00, income: 100_00, collected: 100_00 }],
    ['refusal-online', '+79130000102', { due: 100_00, income: 100_00, collected: 100_00 }],
    ['defect', '+79130000103', { due: 0, income: 0, collected: 0 }],
    ['substitution', '+79130000104', { due: 0, income: 0, collected: 0 }],
  ])('writes the money of a %s refusal', async (outcome, phone, money) => {
    const parcel = await acceptedParcel(phone);
    const response = await issue([parcel.id], outcome);
    expect(response.json().message).toBe(messages.refusalDone);
    const row = await stored(t, parcel.id);
    expect({ due: row.amount_due, income: row.income, collected: row.collected }).toEqual(money);
    expect(response.json().rows[0].status).toBe('refused');
  });

  it('refuses to hand over a parcel not accepted yet, and one already handed over, changing nothing', async () => {
    const waiting = await sortedPurchase(admin, point, '+79130000004');
    const early = await issue([waiting.id], 'cash');
    expect({ status: early.statusCode, error: early.json().error }).toEqual({
      status: 422,
      error: messages.notAccepted,
    });
    expect((await stored(t, waiting.id)).issued_at).toBeNull();
    const parcel = await acceptedParcel('+79130000005');
    await issue([parcel.id], 'cash');
    const twice = await issue([parcel.id], 'cash');
    expect({ status: twice.statusCode, error: twice.json().error }).toEqual({
      status: 409,
      error: messages.alreadyIssued,
    });
  });

  it("refuses parcels of two clients together, and another point's parcel", async () => {
    const mine = await acceptedParcel('+79130000006');
    const theirs = await acceptedParcel('+79130000007');
    const mixed = await issue([mine.id, theirs.id], 'cash');
    expect(mixed.json().error).toBe(messages.parcelOfOtherClient);
    const elsewhere = await pointWithCells(admin, 'ПВЗ чужой выдачи', 2);
    const foreign = await sortedPurchase(admin, elsewhere, '+79130000006');
    await acceptScan(admin, elsewhere, `1/${foreign.id}`);
    const wrong = await admin.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [foreign.id],
      outcome: 'cash',
    });
    expect(wrong.json().error).toBe(messages.issueMixedPoints);
    const outOfScope = await operator.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: elsewhere,
      ids: [foreign.id],
      outcome: 'cash',
    });
    expect(outOfScope.statusCode).toBe(403);
  });

  it('needs «Выдан клиенту» and «Дополнительно» writable to hand over, «Доставлено на ПВЗ» to accept', async () => {
    const parcel = await acceptedParcel('+79130000011');
    const readOnly = await staffWith(t.app, admin, {
      username: 'issue-read-only-columns',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: {}, columns: { purchase: { issued: 'read', deliveredPVZ: 'read' } } },
    });
    const handOver = await readOnly.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [parcel.id],
      outcome: 'cash',
    });
    expect(handOver.statusCode).toBe(403);
    expect((await stored(t, parcel.id)).issued_at).toBeNull();
    const next = await sortedPurchase(admin, point, '+79130000012');
    const accept = await acceptScan(readOnly, point, `1/${next.id}`);
    expect(accept.statusCode).toBe(403);
    expect((await stored(t, next.id)).delivered_pvz_at).toBeNull();
  });

  it('answers a repeated hand-over with its first answer', async () => {
    const parcel = await acceptedParcel('+79130000008');
    const id = op();
    const first = await issue([parcel.id], 'cash', id);
    const again = await issue([parcel.id], 'cash', id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // the same operation id with another outcome is another request: refused, nothing changes
    const other = await issue([parcel.id], 'online', id);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.operationRequestDiffers);
    expect((await stored(t, parcel.id)).outcome).toBe('cash');
  });

  it("resolves a client's pickup QR to their cell, and a parcel label to its parcel", async () => {
    const client = await registeredClient(t.app, { ...aClient, phoneNumber: '+79130000009' });
    const parcel = await acceptedParcel('+79130000009');
    const code = await client.get(goodsRoutes.pickupCode);
    expect(code.statusCode).toBe(200);
    const { token } = code.json();
    const byQr = await operator.post(goodsRoutes.resolveScan, {
      pvzId: point,
      code: `https://pvz.example/pickup/${token}`,
    });
    expect(byQr.json()).toEqual({ type: 'client', phone: '+79130000009', cell: parcel.cell });
    const byLabel = await operator.post(goodsRoutes.resolveScan, { pvzId: point, code: `1/${parcel.id}` });
    expect(byLabel.json()).toMatchObject({ type: 'item', id: parcel.id, phone: '+79130000009', status: 'at-point' });
    const forged = await operator.post(goodsRoutes.resolveScan, {
      pvzId: point,
      code: `https://pvz.example/pickup/${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
    });
    expect({ status: forged.statusCode, error: forged.json().error }).toEqual({
      status: 422,
      error: messages.pickupCodeInvalid,
    });
  });

  it('finds the clients waiting at the point by the last four digits of the phone, by cell, with their names', async () => {
    const accepted = async (phone: string, name: string) => {
      const [row] = await createRows(admin, 'purchase', { fromName: phone, name, dispatchPVZ: point });
      if (!row) throw new Error('no row');
      await admin.post(goodsRoutes.toSortingCenter('purchase'), { operationId: op(), ids: [row.id] });
      return (await acceptScan(operator, point, `1/${row.id}`)).json().cell as number;
    };
    const anna = await accepted('+79135554321', 'Анна');
    const boris = await accepted('+79136664321', 'Борис');
    await accepted('+79130000077', 'Вера');
    // on its way, not in a cell yet
    await createRows(admin, 'purchase', { fromName: '+79137774321', name: 'Глеб', dispatchPVZ: point });

    const found = await operator.post(goodsRoutes.resolveScan, { pvzId: point, code: ' 4321 ' });
    expect(found.json()).toEqual({
      type: 'clients',
      clients: [
        { phone: '+79135554321', name: 'Анна', cell: anna },
        { phone: '+79136664321', name: 'Борис', cell: boris },
      ].sort((a, b) => a.cell - b.cell),
    });

    const nobody = await operator.post(goodsRoutes.resolveScan, { pvzId: point, code: '9999' });
    expect({ status: nobody.statusCode, error: nobody.json().error }).toEqual({
      status: 404,
      error: messages.noClientWithDigits,
    });

    const nameless = await staffWith(t.app, admin, {
      username: 'issuer-no-names',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: {}, columns: { purchase: { name: 'hidden' } } },
    });
    const withoutNames = await nameless.post(goodsRoutes.resolveScan, { pvzId: point, code: '4321' });
    expect(withoutNames.json().clients).toEqual(
      [
        { phone: '+79135554321', cell: anna },
        { phone: '+79136664321', cell: boris },
      ].sort((a, b) => a.cell - b.cell),
    );
  });

  it('refuses a bad phone for the client list', async () => {
    const response = await parcelsOf('12345');
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 400,
      error: messages.phoneFormat,
    });
  });

  it('creates nothing at the counter for a staff user without the issuing page', async () => {
    const stranger = await staffWith(t.app, admin, { username: 'no-issue', role: 'SORTIROVKA' });
    const [row] = await createRows(admin, 'purchase', { fromName: '+79130000010', dispatchPVZ: point });
    const response = await stranger.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [row?.id],
      outcome: 'cash',
    });
    expect(response.statusCode).toBe(403);
  });
});
