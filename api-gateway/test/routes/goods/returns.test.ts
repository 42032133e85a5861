import { returnsRoutes } from '@pvz/contracts/api/returns';
import { messages, describe as say } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { eventsOf, op, pointWithCells, stored } from './goods-fixtures.js';
import { handedOverParcel, marketplaceIds } from './returns-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
let operator: Client;
let otherOperator: Client;
let office: Client;
let markets: Record<string, number>;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ возвратов', 50);
  otherPoint = await pointNamed(admin, 'Чужой ПВЗ возвратов');
  operator = await staffWith(t.app, admin, { username: 'returner', role: 'PVZ', scope: scopeOf([point], point) });
  otherOperator = await staffWith(t.app, admin, {
    username: 'other-returner',
    role: 'PVZ',
    scope: scopeOf([otherPoint], otherPoint),
  });
  office = await staffWith(t.app, admin, {
    username: 'office',
    role: 'OFFICE',
    scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
  });
  markets = await marketplaceIds(t);
});
afterAll(async () => t.close());

function nextPhone() {
  phoneSeq += 1;
  return `+7913100${String(phoneSeq).padStart(4, '0')}`;
}

function parcel(outcome: Parameters<typeof handedOverParcel>[0]['outcome'] = 'refusal-cash', extra = {}) {
  return handedOverParcel({ admin, operator, pointId: point, phone: nextPhone(), outcome, ...extra });
}

const ship = (caller: Client, ids: number[], operationId = op()) =>
  caller.post(returnsRoutes.ship, { operationId, ids });
const verify = (caller: Client, refunds: { id: number; priceRefund: number }[], operationId = op()) =>
  caller.post(returnsRoutes.verify, { operationId, refunds });
const list = (caller: Client, params = '') => caller.get(`${returnsRoutes.list}?page=0&pageSize=100${params}`);
const idsOf = (answer: { rows: { id: number }[] }) => answer.rows.map((row) => row.id);

describe('the returns list', () => {
  it('lists the refusals of every kind of refusal, newest first, without the paid hand-overs', async () => {
    const cash = await parcel('refusal-cash');
    const online = await parcel('refusal-online');
    const defect = await parcel('defect');
    const substitution = await parcel('substitution');
    const paid = await parcel('cash');
    const answer = (await list(operator)).json();
    const ids = idsOf(answer);
    expect(ids.slice(0, 4)).toEqual([substitution, defect, online, cash]);
    expect(ids).not.toContain(paid);
    expect(answer.rows[0]).toMatchObject({
      id: substitution,
      kind: 'purchase',
      dispatchPVZ: { id: point, name: 'ПВЗ возвратов' },
      additionally: 'substitution',
      shipped: null,
      verified: null,
      priceRefund: null,
      issued: expect.any(String),
    });
    // the point operator does not see what a parcel cost; the office does
    expect(answer.rows[0]).not.toHaveProperty('price');
    expect((await list(office, `&pvzId=${point}`)).json().rows[0]).toMatchObject({ id: substitution, price: 1000_00 });
    expect((await list(operator, '&sort=price')).statusCode).toBe(403);
  });

  it("shows an operator only their points' returns; another point is 403", async () => {
    const mine = await parcel();
    expect(idsOf((await list(otherOperator)).json())).not.toContain(mine);
    const foreign = await list(otherOperator, `&pvzId=${point}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(messages.pointOutOfScope);
  });

  it('filters by state and marketplace, sorts by price and sums what matches', async () => {
    const cheap = await parcel('refusal-cash', { priceSite: 10_00, marketplaceId: markets['Яндекс Маркет'] });
    const dear = await parcel('defect', { priceSite: 90_00, marketplaceId: markets['Яндекс Маркет'] });
    await ship(operator, [dear]);
    const byMarket = (await list(office, `&marketplaceId=${markets['Яндекс Маркет']}&sort=price&order=asc`)).json();
    expect(idsOf(byMarket)).toEqual([cheap, dear]);
    expect(byMarket.totals).toEqual({ price: 100_00, priceRefund: 0 });
    const shipped = (await list(operator, `&marketplaceId=${markets['Яндекс Маркет']}&state=shipped`)).json();
    expect(idsOf(shipped)).toEqual([dear]);
    const notShipped = (await list(operator, `&marketplaceId=${markets['Яндекс Маркет']}&state=not-shipped`)).json();
    expect(idsOf(notShipped)).toEqual([cheap]);
  });

  it('refuses a malformed query with 400', async () => {
    expect((await list(operator, '&state=lost')).statusCode).toBe(400);
    expect((await list(operator, '&sort=password')).statusCode).toBe(400);
  });

  it('keeps verified returns for 7 days (the setting), then they leave the list', async () => {
    const recent = await parcel();
    const old = await parcel();
    await ship(operator, [recent, old]);
    await verify(office, [
      { id: recent, priceRefund: 500_00 },
      { id: old, priceRefund: 500_00 },
    ]);
    await sql`update goods set verified_at = now() - interval '8 days' where id = ${old}`.execute(t.database.db);
    await sql`update goods set verified_at = now() - interval '6 days' where id = ${recent}`.execute(t.database.db);
    const ids = idsOf((await list(operator)).json());
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });
});

describe('«Отправлено»', () => {
  it('stamps shipped with who, writes an event, and answers a replay with the first answer', async () => {
    const id = await parcel();
    const operationId = op();
    const first = await ship(operator, [id], operationId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: messages.returnsShipped,
      rows: [{ id, shipped: { at: expect.any(String), by: 'returner' }, verified: null }],
    });
    const again = await ship(operator, [id], operationId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const events = (await eventsOf(t, id)).filter((event) => event.type === 'return-shipped');
    expect(events).toEqual([{ type: 'return-shipped', operation_id: operationId }]);
    expect(await stored(t, id)).toMatchObject({ shipped_by: 'returner', verified_at: null });
  });

  it('refuses to ship twice, naming the row, and changes nothing', async () => {
    const shippedOne = await parcel();
    const fresh = await parcel();
    await ship(operator, [shippedOne]);
    const before = await stored(t, shippedOne);
    const response = await ship(operator, [fresh, shippedOne]);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(say.returnShippedAlready(shippedOne));
    expect((await stored(t, fresh)).shipped_at).toBeNull();
    expect((await stored(t, shippedOne)).shipped_at).toEqual(before.shipped_at);
  });

  it('refuses a row that was not refused', async () => {
    const paid = await parcel('cash');
    const refused = await parcel();
    const response = await ship(operator, [refused, paid]);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(say.returnNotRefused(paid));
    expect((await stored(t, refused)).shipped_at).toBeNull();
  });

  it("refuses another point's row with 403", async () => {
    const id = await parcel();
    const response = await ship(otherOperator, [id]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.pointOutOfScope);
    expect((await stored(t, id)).shipped_at).toBeNull();
  });

  it('needs write on «Отправлено» of the row kind', async () => {
    const id = await parcel();
    const reader = await staffWith(t.app, admin, {
      username: 'ship-reader',
      role: 'PVZ',
      scope: scopeOf([point]),
      overrides: { pages: {}, columns: { purchase: { shipped: 'read' } } },
    });
    const response = await ship(reader, [id]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(say.columnNotWritable('Отправлено'));
  });
});

describe('«Проверено»', () => {
  it('refuses to verify before shipping', async () => {
    const id = await parcel();
    const response = await verify(office, [{ id, priceRefund: 100_00 }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain(messages.verifyBeforeShip);
    expect(await stored(t, id)).toMatchObject({ verified_at: null, price_refund: null });
  });

  it('stamps verified with who and the refund of each row, with an event', async () => {
    const first = await parcel('refusal-cash', { priceSite: 700_00 });
    const second = await parcel('defect', { priceSite: 300_00 });
    await ship(operator, [first, second]);
    const operationId = op();
    const response = await verify(
      office,
      [
        { id: first, priceRefund: 700_00 },
        { id: second, priceRefund: 150_50 },
      ],
      operationId,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.returnsVerified,
      rows: [
        { id: first, priceRefund: 700_00, verified: { by: 'office' }, shipped: { by: 'returner' } },
        { id: second, priceRefund: 150_50, verified: { by: 'office' } },
      ],
    });
    expect(await stored(t, second)).toMatchObject({ verified_by: 'office', price_refund: 150_50 });
    expect((await eventsOf(t, second)).map((event) => event.type)).toContain('return-verified');
    const replay = await verify(
      office,
      [
        { id: first, priceRefund: 700_00 },
        { id: second, priceRefund: 150_50 },
      ],
      operationId,
    );
    expect(replay.json()).toEqual(response.json());
    const otherRefund = await verify(office, [{ id: first, priceRefund: 1 }], operationId);
    expect([otherRefund.statusCode, otherRefund.json().error]).toEqual([409, messages.operationRequestDiffers]);
    const twice = await verify(office, [{ id: first, priceRefund: 1 }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toBe(say.returnVerifiedAlready(first));
    expect((await stored(t, first)).price_refund).toBe(700_00);
    // the refunds reached the bank account in the ledger, once each
    const refunds = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['reference', 'amount'])
      .where('kind', '=', 'return-refund')
      .where('reference', 'in', [`goods:${first}`, `goods:${second}`])
      .orderBy('reference')
      .execute();
    expect(refunds.map((row) => [row.reference, Number(row.amount)]).sort()).toEqual(
      [
        [`goods:${first}`, 700_00],
        [`goods:${second}`, 150_50],
      ].sort(),
    );
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it.each([
    ['negative', -1, 'invalid'],
    ['fractional', 10.5, 'invalid'],
    ['too large (above the price)', 1000_01, 'above'],
  ])('refuses a refund that is %s with 400 and changes nothing', async (_name, amount, reason) => {
    const id = await parcel();
    await ship(operator, [id]);
    const response = await verify(office, [{ id, priceRefund: amount }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(reason === 'above' ? say.refundAbovePrice(id) : say.refundInvalid(id));
    expect(await stored(t, id)).toMatchObject({ verified_at: null, price_refund: null });
  });

  it('refuses a row named twice', async () => {
    const id = await parcel();
    await ship(operator, [id]);
    const response = await verify(office, [
      { id, priceRefund: 1 },
      { id, priceRefund: 2 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.refundRowsRepeated);
  });

  it('is refused to a point operator, who only reads «Проверено»', async () => {
    const id = await parcel();
    await ship(operator, [id]);
    const response = await verify(operator, [{ id, priceRefund: 100_00 }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(say.columnNotWritable('Проверено'));
    expect((await stored(t, id)).verified_at).toBeNull();
  });
});

describe('the returns of marketplace-branded points', () => {
  it('lists the returns of the points that carry the marketplace brand, and needs the marketplace', async () => {
    const branded = await pointWithCells(admin, 'ПВЗ Ozon', 10);
    await t.database.db
      .updateTable('points')
      .set({ brand_marketplace_id: markets.Ozon })
      .where('id', '=', branded)
      .execute();
    const brandedId = await handedOverParcel({
      admin,
      operator: admin,
      pointId: branded,
      phone: nextPhone(),
      outcome: 'defect',
    });
    const ours = await parcel();
    const answer = await office.get(`${returnsRoutes.woyaList}?page=0&pageSize=50&marketplaceId=${markets.Ozon}`);
    expect(answer.statusCode).toBe(200);
    expect(idsOf(answer.json())).toEqual([brandedId]);
    const other = await office.get(`${returnsRoutes.woyaList}?page=0&pageSize=50&marketplaceId=${markets.Wildberries}`);
    expect(idsOf(other.json())).not.toContain(ours);
    const without = await office.get(`${returnsRoutes.woyaList}?page=0&pageSize=50`);
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe(messages.marketplaceRequired);
  });
});
