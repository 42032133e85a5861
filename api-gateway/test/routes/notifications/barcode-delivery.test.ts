import { barcodeDeliveryRoutes } from '@pvz/contracts/api/barcode-delivery';
import { fileRoutes } from '@pvz/contracts/api/files';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import {
  aClient,
  type Client,
  createTestApp,
  pointNamed,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { pdfBytes, upload, uploadedBarcode } from './upload-fixtures.js';

let t: TestApp;
let admin: Client;
let client: Client;
let otherClient: Client;
let dispatcher: Client;
let elsewhere: Client;
let point: number;
let otherPoint: number;
let ozon: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ Донецк');
  otherPoint = await pointNamed(admin, 'ПВЗ Мариуполь');
  dispatcher = await staffWith(t.app, admin, {
    username: 'dispatcher',
    role: 'ADMINISTRATOR',
    scope: scopeOf([point], point),
  });
  elsewhere = await staffWith(t.app, admin, {
    username: 'elsewhere',
    role: 'ADMINISTRATOR',
    scope: scopeOf([otherPoint], otherPoint),
  });
  client = await registeredClient(t.app);
  otherClient = await registeredClient(t.app, { ...aClient, phoneNumber: '+79990001122' });
  const marketplaces = await t.database.db.selectFrom('marketplaces').select(['id', 'name']).execute();
  ozon = marketplaces.find((marketplace) => marketplace.name.toLowerCase().includes('ozon'))?.id ?? 0;
  await t.database.db
    .insertInto('point_percents')
    .values({ point_id: point, marketplace_id: ozon, kind: 'barcode', percent_bp: 750 })
    .execute();
});
afterAll(async () => t.close());

const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'barcode')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('barcode delivery', () => {
  it('offers the points, the marketplaces and the % of each pair', async () => {
    const answer = await client.get(barcodeDeliveryRoutes.info);
    expect(answer.statusCode).toBe(200);
    const info = answer.json();
    expect(info.points.map((p: { name: string }) => p.name)).toEqual(['ПВЗ Донецк', 'ПВЗ Мариуполь']);
    expect(info.marketplaces.length).toBeGreaterThan(0);
    expect(info.percents).toContainEqual({ pointId: point, marketplaceId: ozon, percent: 7.5 });
    expect(info.percents).toContainEqual({ pointId: otherPoint, marketplaceId: ozon, percent: 10 });
    expect(typeof info.orderAddress).toBe('string');
    expect((await admin.get(barcodeDeliveryRoutes.info)).statusCode).toBe(403);
  });

  it('creates a barcode row with the picture and tells the dispatchers of that point', async () => {
    const fileId = await uploadedBarcode(client);
    const answer = await client.post(barcodeDeliveryRoutes.create, {
      pointId: point,
      marketplaceId: ozon,
      fileId,
      itemsCount: 2,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(messages.barcodeDeliveryCreated);
    const row = await t.database.db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', answer.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'barcode',
      client_phone: aClient.phoneNumber,
      client_name: aClient.fio,
      point_id: point,
      marketplace_id: ozon,
      percent_bp: 750,
      items_count: 2,
      amount_due: 0,
    });

    const bell = (await dispatcher.get(notificationRoutes.list)).json();
    expect(bell.items[0]).toMatchObject({
      title: messages.barcodeDispatchTitle,
      message: messages.barcodeDispatchMessage,
    });
    expect((await elsewhere.get(notificationRoutes.list)).json().total).toBe(0);

    // staff of the point see the picture; staff of another point and other clients do not
    expect((await dispatcher.get(fileRoutes.file(fileId))).statusCode).toBe(200);
    expect((await elsewhere.get(fileRoutes.file(fileId))).statusCode).toBe(404);
    expect((await otherClient.get(fileRoutes.file(fileId))).statusCode).toBe(404);
    // the row's record names the picture, for the staff pages to link to it
    const record = await dispatcher.get(`${goodsRoutes.record('barcode')}?id=${row.id}`);
    expect(record.json().row.barcodeFileId).toBe(fileId);

    const mine = (await client.get(barcodeDeliveryRoutes.mine)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: row.id,
        point: 'ПВЗ Донецк',
        itemsCount: 2,
        percent: 7.5,
        fileId,
        collected: false,
      }),
    ]);
    expect((await otherClient.get(barcodeDeliveryRoutes.mine)).json()).toEqual([]);
  });

  it('refuses a bad point, a bad marketplace, another’s file, a used file and a receipt, creating nothing', async () => {
    const before = await countRows();
    const fileId = await uploadedBarcode(client);
    const othersFile = await uploadedBarcode(otherClient);
    const receipt = (await upload(client, pdfBytes, 'r.pdf', 'receipt', 'application/pdf')).json().id;
    const send = (body: object) =>
      client.post(barcodeDeliveryRoutes.create, { pointId: point, marketplaceId: ozon, fileId, ...body });

    expect((await send({ pointId: 999_999 })).json()).toMatchObject({ error: messages.pointUnknown });
    expect((await send({ marketplaceId: 999_999 })).json()).toMatchObject({ error: messages.marketplaceUnknown });
    expect((await send({ fileId: othersFile })).statusCode).toBe(403);
    expect((await send({ fileId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await send({ fileId: receipt })).statusCode).toBe(400);
    expect((await send({ itemsCount: 0 })).statusCode).toBe(400);
    expect(await countRows()).toBe(before);

    expect((await send({})).statusCode).toBe(200);
    const reused = await send({});
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe(messages.barcodeFileUsed);
    expect(await countRows()).toBe(before + 1);
    expect(
      (await admin.post(barcodeDeliveryRoutes.create, { pointId: point, marketplaceId: ozon, fileId })).statusCode,
    ).toBe(403);
  });
});
