import { randomUUID } from 'node:crypto';
import { marketplaceRoutes } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { samples } from '../../helpers/marketplace-server.js';
import {
  aClient,
  type Client,
  pointNamed,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../../helpers/test-app.js';
import { appWithMarketplaces } from './marketplace-app.js';

let t: TestApp;
let close: () => Promise<void>;
let client: Client;
let admin: Client;
let point: number;

beforeAll(async () => {
  ({ t, close } = await appWithMarketplaces());
  client = await registeredClient(t.app);
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ на Ленина');
  const marketplaces = (await admin.get(`/api/pvz-percent/get-percents?pvzId=${point}`)).json().marketplaces;
  const wb = marketplaces.find((item: { name: string }) => item.name === 'Wildberries').id;
  await admin.post('/api/pvz-percent/set-percent', { pvzId: point, marketplaceId: wb, kind: 'purchase', percent: 5 });
});
afterAll(async () => close());

const purchaseRows = () =>
  t.database.db
    .selectFrom('goods')
    .select([
      'id',
      'kind',
      'client_phone',
      'client_name',
      'point_id',
      'product_link',
      'product_name',
      'price_site',
      'percent_bp',
      'amount_due',
      'created_by',
      'marketplace_id',
    ])
    .orderBy('id')
    .execute();

const cart = {
  pointId: 0,
  items: [
    { link: samples.wbProduct, size: 'M', quantity: 2 },
    { link: samples.ozonShortLink, price: 1 },
  ],
};

describe('the client cart', () => {
  it('lists the points a client may order to', async () => {
    const answer = await client.get(marketplaceRoutes.orderPoints);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().points).toContainEqual({
      id: point,
      name: 'ПВЗ на Ленина',
      address: 'ПВЗ на Ленина, адрес',
      latitude: null,
      longitude: null,
    });
  });

  it('prices a cart with the point × marketplace percentage, storing nothing', async () => {
    const answer = await client.post(marketplaceRoutes.quoteOrder, {
      ...cart,
      pointId: point,
      items: cart.items.map(({ price: _p, ...item }) => item),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      items: [
        expect.objectContaining({
          marketplace: 'wb',
          size: 'M',
          quantity: 2,
          price: 899_00,
          percent: 5,
          total: 943_95,
        }),
        expect.objectContaining({
          marketplace: 'ozon',
          link: samples.ozonProduct,
          size: null,
          quantity: 1,
          price: 8990_00,
          percent: 10,
          total: 9889_00,
        }),
      ],
      total: 2 * 943_95 + 9889_00,
    });
    expect(await purchaseRows()).toEqual([]);
  });

  it('places the cart as purchase rows of the client, priced on the server', async () => {
    const items = [{ link: samples.wbProduct, size: 'M', quantity: 2 }, { link: samples.ozonShortLink }];
    const answer = await client.post(marketplaceRoutes.placeOrder, {
      pointId: point,
      items,
      operationId: randomUUID(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(messages.orderPlaced);
    const rows = await purchaseRows();
    expect(answer.json().rowIds).toEqual(rows.map((row) => row.id));
    const common = {
      kind: 'purchase',
      client_phone: aClient.phoneNumber,
      client_name: aClient.fio,
      point_id: point,
      created_by: aClient.phoneNumber,
    };
    expect(rows).toEqual([
      expect.objectContaining({
        ...common,
        product_link: `${samples.wbProduct}?size=M`,
        product_name: 'Befree / Футболка оверсайз из хлопка, размер M',
        price_site: 899_00,
        percent_bp: 500,
        amount_due: 943_95,
      }),
      expect.objectContaining({ ...common, product_link: `${samples.wbProduct}?size=M`, amount_due: 943_95 }),
      expect.objectContaining({
        ...common,
        product_link: samples.ozonProduct,
        product_name: 'Кроссовки Nike Air Zoom Pegasus 40',
        price_site: 8990_00,
        percent_bp: 1000,
        amount_due: 9889_00,
      }),
    ]);
    expect(rows.every((row) => row.marketplace_id !== null)).toBe(true);
    const events = await t.database.db
      .selectFrom('goods_events')
      .select(['type', 'actor', 'actor_id'])
      .where('goods_id', 'in', answer.json().rowIds)
      .execute();
    expect(events).toEqual(rows.map(() => ({ type: 'created', actor: aClient.phoneNumber, actor_id: null })));
  });

  it.each([
    ['an unknown point', { pointId: 999_999, items: [{ link: samples.ozonProduct }] }, 400, messages.orderPointUnknown],
    ['an empty cart', { pointId: -1, items: [] }, 400, undefined],
    ['no items', { pointId: 1, items: [] }, 400, messages.cartEmpty],
    [
      'more than 20 items',
      { pointId: 1, items: Array.from({ length: 21 }, () => ({ link: samples.ozonProduct })) },
      400,
      messages.cartTooLarge,
    ],
    [
      'a link of an unknown marketplace',
      { pointId: 1, items: [{ link: samples.ozonProduct }, { link: 'https://www.amazon.com/dp/B0C1234567' }] },
      400,
      messages.productLinkInvalid,
    ],
    ['a WB item without a size', { pointId: 1, items: [{ link: samples.wbProduct }] }, 400, messages.sizeRequired],
    [
      'a size out of stock',
      { pointId: 1, items: [{ link: samples.wbProduct, size: 'L' }] },
      400,
      messages.sizeUnavailable,
    ],
    [
      'a product the marketplace cannot show',
      { pointId: 1, items: [{ link: samples.ozonNotProduct }] },
      422,
      messages.productUnreadable,
    ],
    ['a quantity over 10', { pointId: 1, items: [{ link: samples.ozonProduct, quantity: 11 }] }, 400, undefined],
  ])('refuses %s and creates nothing', async (_case, body, status, error) => {
    const before = await purchaseRows();
    const payload = { ...body, ...(body.pointId === 1 && { pointId: point }), operationId: randomUUID() };
    const answer = await client.post(marketplaceRoutes.placeOrder, payload);
    expect(answer.statusCode).toBe(status);
    if (error) expect(answer.json().error).toBe(error);
    expect(await purchaseRows()).toEqual(before);
  });

  it('places a cart once however often its operation id comes, and refuses the id with another cart', async () => {
    const before = (await purchaseRows()).length;
    const body = { pointId: point, items: [{ link: samples.ozonShortLink }], operationId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post(marketplaceRoutes.placeOrder, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json().rowIds))).size).toBe(1);
    expect((await purchaseRows()).length).toBe(before + 1);
    const other = await client.post(marketplaceRoutes.placeOrder, {
      ...body,
      items: [{ link: samples.ozonShortLink, quantity: 3 }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.operationRequestDiffers);
    expect((await purchaseRows()).length).toBe(before + 1);
  });

  it('is for signed-in clients only', async () => {
    const answer = await admin.post(marketplaceRoutes.placeOrder, {
      pointId: point,
      items: [{ link: samples.ozonProduct }],
    });
    expect(answer.statusCode).toBe(403);
  });
});
