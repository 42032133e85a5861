import { returnsRoutes } from '@pvz/contracts/api/returns';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { eventsOf, op, pointWithCells, stored } from './goods-fixtures.js';
import { handedOverParcel, marketplaceIds } from './returns-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let sorter: Client;
let markets: Record<string, number>;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ коробок возврата', 50);
  sorter = await staffWith(t.app, admin, { username: 'return-sorter', role: 'SORTIROVKA', scope: scopeOf([point]) });
  markets = await marketplaceIds(t);
});
afterAll(async () => t.close());

function parcel(marketplace: string, outcome: Parameters<typeof handedOverParcel>[0]['outcome'] = 'defect') {
  phoneSeq += 1;
  return handedOverParcel({
    admin,
    operator: admin,
    pointId: point,
    phone: `+7913200${String(phoneSeq).padStart(4, '0')}`,
    outcome,
    priceSite: 250_00,
    marketplaceId: markets[marketplace],
  });
}

async function openBox(marketplace: string): Promise<number> {
  const response = await sorter.post(returnsRoutes.openBox, { operationId: op(), marketplaceId: markets[marketplace] });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().box.id;
}

const pack = (boxId: number, code: string, operationId = op()) =>
  sorter.post(returnsRoutes.pack, { operationId, boxId, code });
const close = (boxId: number) => sorter.post(returnsRoutes.closeBox, { operationId: op(), boxId });

describe('return boxes', () => {
  it('packs refused parcels of the marketplace, closes the box into a return act and ships them', async () => {
    const boxId = await openBox('Ozon');
    const first = await parcel('Ozon', 'defect');
    const second = await parcel('Ozon', 'refusal-cash');
    const packed = await pack(boxId, `1/${first}`);
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({ message: messages.returnPacked, box: { id: boxId, count: 1 } });
    // the sorting role does not see prices (its price column is hidden): neither does the box's sum show
    expect(packed.json().box).not.toHaveProperty('sum');
    expect((await admin.get(`${returnsRoutes.box}?id=${boxId}`)).json().sum).toBe(250_00);
    // a Russian-layout scan of the label works too
    expect((await pack(boxId, `1.${second}`)).statusCode).toBe(200);
    expect((await stored(t, first)).return_box_id).toBe(boxId);

    const closed = await close(boxId);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: messages.returnActFormed,
      box: {
        id: boxId,
        marketplace: { id: markets.Ozon, name: 'Ozon' },
        closedBy: 'return-sorter',
        count: 2,
        parcels: [
          { id: first, outcome: 'defect', point: 'ПВЗ коробок возврата' },
          { id: second, outcome: 'refusal-cash' },
        ],
      },
    });
    expect((await admin.get(`${returnsRoutes.box}?id=${boxId}`)).json()).toMatchObject({
      sum: 500_00,
      parcels: [{ price: 250_00 }, { price: 250_00 }],
    });
    expect(await stored(t, first)).toMatchObject({ shipped_by: 'return-sorter' });
    expect((await eventsOf(t, second)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['return-packed', 'return-shipped']),
    );
    const act = await sorter.get(`${returnsRoutes.box}?id=${boxId}`);
    expect(act.json().closedAt).toEqual(expect.any(String));
    const closedList = (await sorter.get(`${returnsRoutes.boxes}?closed=true`)).json();
    expect(closedList.boxes.map((box: { id: number }) => box.id)).toContain(boxId);

    expect((await close(boxId)).json().error).toBe(messages.returnBoxClosed);
    const third = await parcel('Ozon');
    const late = await pack(boxId, `1/${third}`);
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe(messages.returnBoxClosed);
  });

  it('keeps a parcel shipped earlier as it was when the box closes', async () => {
    const boxId = await openBox('Wildberries');
    const id = await parcel('Wildberries');
    await admin.post(returnsRoutes.ship, { operationId: op(), ids: [id] });
    const before = await stored(t, id);
    await pack(boxId, `1/${id}`);
    expect((await close(boxId)).statusCode).toBe(200);
    expect(await stored(t, id)).toMatchObject({ shipped_at: before.shipped_at, shipped_by: 'admin' });
  });

  it('refuses a parcel of another marketplace, a paid one, a verified one, and a parcel packed already', async () => {
    const boxId = await openBox('Ozon');
    const otherBox = await openBox('Ozon');
    const wildberries = await parcel('Wildberries');
    const paid = await parcel('Ozon', 'cash');
    const verified = await parcel('Ozon');
    await admin.post(returnsRoutes.ship, { operationId: op(), ids: [verified] });
    await admin.post(returnsRoutes.verify, { operationId: op(), refunds: [{ id: verified, priceRefund: 0 }] });
    const good = await parcel('Ozon');
    expect((await pack(boxId, `1/${good}`)).statusCode).toBe(200);

    const cases: [string, number, string][] = [
      [`1/${wildberries}`, 422, messages.returnOfOtherMarketplace],
      [`1/${paid}`, 422, messages.returnNotRefused],
      [`1/${verified}`, 422, messages.returnVerifiedAlready],
      [`1/${good}`, 422, messages.returnPackedHere],
      ['https://example.com/box/1/1', 400, messages.returnScanNotItem],
      ['1/999999', 404, messages.goodsNotFound],
    ];
    for (const [code, status, error] of cases) {
      const response = await pack(boxId, code);
      expect({ code, status: response.statusCode, error: response.json().error }).toEqual({ code, status, error });
    }
    const elsewhere = await pack(otherBox, `1/${good}`);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error).toBe(say.returnInOtherBox(boxId));
    expect((await stored(t, wildberries)).return_box_id).toBeNull();
    expect((await stored(t, good)).return_box_id).toBe(boxId);
  });

  it('takes a parcel out of an open box; an empty box forms no act', async () => {
    const boxId = await openBox('Яндекс Маркет');
    const id = await parcel('Яндекс Маркет');
    await pack(boxId, `1/${id}`);
    const out = await sorter.post(returnsRoutes.unpack, { operationId: op(), boxId, id });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ message: messages.returnUnpacked, box: { count: 0, parcels: [] } });
    expect((await stored(t, id)).return_box_id).toBeNull();
    const again = await sorter.post(returnsRoutes.unpack, { operationId: op(), boxId, id });
    expect(again.json().error).toBe(messages.returnNotInBox);
    const empty = await close(boxId);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe(messages.returnBoxEmpty);
  });

  it('answers a replayed scan with the first answer and packs once', async () => {
    const boxId = await openBox('Ozon');
    const id = await parcel('Ozon');
    const operationId = op();
    const first = await pack(boxId, `1/${id}`, operationId);
    const again = await pack(boxId, `1/${id}`, operationId);
    expect(again.json()).toEqual(first.json());
    expect((await eventsOf(t, id)).filter((event) => event.type === 'return-packed')).toHaveLength(1);
  });

  it("refuses a parcel of a point outside the sorter's scope with 403, and a box for an unknown marketplace", async () => {
    const elsewhere = await pointWithCells(admin, 'Другой ПВЗ коробок', 10);
    const id = await handedOverParcel({
      admin,
      operator: admin,
      pointId: elsewhere,
      phone: '+79132009999',
      outcome: 'defect',
      marketplaceId: markets.Ozon,
    });
    const boxId = await openBox('Ozon');
    const response = await pack(boxId, `1/${id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.pointOutOfScope);
    const unknown = await sorter.post(returnsRoutes.openBox, { operationId: op(), marketplaceId: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(messages.marketplaceUnknown);
  });

  it('shows, lists and closes a box holding a parcel of another point only for those whose scope has it', async () => {
    const elsewhere = await pointWithCells(admin, 'ПВЗ чужих возвратов', 10);
    const foreign = await handedOverParcel({
      admin,
      operator: admin,
      pointId: elsewhere,
      phone: '+79132008888',
      outcome: 'defect',
      marketplaceId: markets.Wildberries,
    });
    const boxResponse = await admin.post(returnsRoutes.openBox, {
      operationId: op(),
      marketplaceId: markets.Wildberries,
    });
    const boxId: number = boxResponse.json().box.id;
    expect((await admin.post(returnsRoutes.pack, { operationId: op(), boxId, code: `1/${foreign}` })).statusCode).toBe(
      200,
    );

    const seen = await sorter.get(`${returnsRoutes.box}?id=${boxId}`);
    expect(seen.statusCode).toBe(403);
    expect(seen.json().error).toBe(messages.pointOutOfScope);
    const listed = (await sorter.get(returnsRoutes.boxes)).json().boxes.map((box: { id: number }) => box.id);
    expect(listed).not.toContain(boxId);
    const closed = await close(boxId);
    expect(closed.statusCode).toBe(403);
    // packing one of the sorter's own refusals into it neither shows the box nor takes it over
    const mine = await parcel('Wildberries');
    const packed = await pack(boxId, `1/${mine}`);
    expect(packed.statusCode).toBe(403);
    expect(packed.body).not.toContain('+79132008888');
    expect((await stored(t, mine)).return_box_id).toBeNull();
    expect((await stored(t, foreign)).shipped_at).toBeNull();

    // the sorter's own boxes, empty ones included, stay in their list
    const own = await openBox('Wildberries');
    expect((await sorter.get(returnsRoutes.boxes)).json().boxes.map((box: { id: number }) => box.id)).toContain(own);
    expect((await admin.get(returnsRoutes.boxes)).json().boxes.map((box: { id: number }) => box.id)).toContain(boxId);
  });
});
