import { clientOrderRoutes } from '@pvz/contracts/api/client-orders';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { clientLinkOf } from '../../../src/services/goods/codes.js';
import {
  aClient,
  Client as Caller,
  type Client,
  createTestApp,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let operator: Client;
let client: Client;
const otherPhone = '+79135550000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ клиента', 10);
  operator = await staffWith(t.app, admin, { username: 'counter', role: 'PVZ', scope: scopeOf([point], point) });
  client = await registeredClient(t.app);
});
afterAll(async () => t.close());

async function accepted(phone: string, priceSite: number) {
  const row = await sortedPurchase(admin, point, phone, priceSite);
  const answer = await acceptScan(operator, point, `1/${row.id}`);
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return row.id as number;
}

const issue = (ids: number[], outcome: string) =>
  operator.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids, outcome });

describe('«Мои заказы» and bought goods', () => {
  let waiting: number;
  let onTheWay: number;
  let handedOver: number;
  let refused: number;

  beforeAll(async () => {
    // 1 004,50 ₽ + 10 % = 1 104,95 ₽ → 1 100 ₽ in cash
    waiting = await accepted(aClient.phoneNumber, 1004_50);
    onTheWay = (await sortedPurchase(admin, point, aClient.phoneNumber, 200_00)).id;
    handedOver = await accepted(aClient.phoneNumber, 500_00);
    refused = await accepted(aClient.phoneNumber, 300_00);
    expect((await issue([handedOver], 'cash')).statusCode).toBe(200);
    expect((await issue([refused], 'refusal-cash')).statusCode).toBe(200);
    await accepted(otherPhone, 700_00);
  });

  it('shows the open parcels with their timeline, cell and what is left to pay', async () => {
    const answer = await client.get(clientOrderRoutes.myOrders);
    expect(answer.statusCode).toBe(200);
    const { blocks, readyForPickup } = answer.json();
    expect(readyForPickup).toBe(true);
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block.kind).toBe('purchase');
    expect(block.parcels.map((parcel: { id: number }) => parcel.id)).toEqual([onTheWay, waiting]);
    const atPoint = block.parcels[1];
    expect(atPoint.status).toBe('at-point');
    expect(atPoint.cell).toEqual(expect.any(Number));
    expect(atPoint.point).toEqual({ name: 'ПВЗ клиента', address: expect.any(String) });
    expect(atPoint.timeline.map((step: { status: string }) => step.status)).toEqual([
      'created',
      'ordered',
      'at-sorting-center',
      'at-point',
    ]);
    expect(atPoint.amountDue).toBe(1100_00);
    expect(atPoint.amountPaid).toBeNull();
    // kept at the point until the day clients are warned: 7 days after it came
    const came = new Date(atPoint.timeline[3].at).getTime();
    expect(new Date(atPoint.keptUntil).getTime() - came).toBe(7 * 86_400_000);
    expect(block.parcels[0].cell).toBeNull();
    expect(block.parcels[0].keptUntil).toBeNull();
    // 1 100 + 220 left to pay, of it 1 100 at the point now
    expect(block.totalDue).toBe(1320_00);
    expect(block.dueAtPoint).toBe(1100_00);
  });

  it('adds the parcels handed over or refused lately when asked, with nothing left to pay on them', async () => {
    const { blocks } = (await client.get(`${clientOrderRoutes.myOrders}?delivered=true`)).json();
    const byId = new Map(blocks[0].parcels.map((parcel: { id: number }) => [parcel.id, parcel]));
    expect(byId.size).toBe(4);
    // 500 ₽ + 10 % = 550 ₽ taken in cash; the refusal fee for the refused one
    expect(byId.get(handedOver)).toMatchObject({
      status: 'issued',
      amountDue: 0,
      amountPaid: 550_00,
      cell: null,
      keptUntil: null,
    });
    expect(byId.get(refused)).toMatchObject({ status: 'refused', amountDue: 0, amountPaid: 100_00 });
    expect(blocks[0].totalDue).toBe(1320_00);
  });

  it("lists the bought goods with what was paid, never the refused ones or another client's", async () => {
    const answer = await client.get(clientOrderRoutes.boughtGoods);
    expect(answer.statusCode).toBe(200);
    const bought = answer.json();
    expect(bought.items.map((item: { id: number }) => item.id)).toEqual([handedOver]);
    // 500 ₽ + 10 % = 550 ₽ paid in cash
    expect(bought.items[0]).toMatchObject({ paid: 550_00, point: 'ПВЗ клиента' });
    expect(bought).toMatchObject({ total: 1, totalPaid: 550_00 });
  });

  it('shows the same parcels and sums as the client’s public order page', async () => {
    const mine = (await client.get(`${clientOrderRoutes.myOrders}?delivered=true`)).json();
    const block = mine.blocks.find((candidate: { kind: string }) => candidate.kind === 'purchase');
    const link = clientLinkOf(t.app.config.sessionSecret, 'purchase', aClient.phoneNumber);
    const page = (await new Caller(t.app).get(`${goodsLookupRoutes.publicOrder}?link=${link}`)).json();
    expect({ totalDue: page.totalDue, dueAtPoint: page.dueAtPoint }).toEqual({
      totalDue: block.totalDue,
      dueAtPoint: block.dueAtPoint,
    });
    // 1 104,95 ₽ waiting is 1 100 ₽ to pay in cash on both; the parcels handed over owe nothing
    expect(page.dueAtPoint).toBe(1100_00);
    expect(page.parcels.map((parcel: { amountDue: number }) => parcel.amountDue).sort()).toEqual(
      block.parcels.map((parcel: { amountDue: number }) => parcel.amountDue).sort(),
    );
  });

  it('shows a client with no parcels an empty page', async () => {
    const newcomer = await registeredClient(t.app, { ...aClient, phoneNumber: '+79130000777' });
    expect((await newcomer.get(clientOrderRoutes.myOrders)).json()).toEqual({ blocks: [], readyForPickup: false });
    expect((await newcomer.get(clientOrderRoutes.boughtGoods)).json()).toEqual({ items: [], total: 0, totalPaid: 0 });
  });

  it('is for clients only: staff get 403, a visitor 401, a bad page number 400', async () => {
    expect((await operator.get(clientOrderRoutes.myOrders)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: clientOrderRoutes.myOrders })).statusCode).toBe(401);
    expect((await client.get(`${clientOrderRoutes.boughtGoods}?page=-1`)).statusCode).toBe(400);
    expect((await client.get(`${clientOrderRoutes.myOrders}?delivered=maybe`)).statusCode).toBe(400);
  });
});
