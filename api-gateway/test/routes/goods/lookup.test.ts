import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { clientLinkOf, signPickupToken } from '../../../src/services/goods/codes.js';
import {
  Client as Caller,
  type Client,
  createTestApp,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
  testConfig,
} from '../../helpers/test-app.js';
import { acceptScan, createRows, pointWithCells, sortedPurchase } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
/** reads the purchase and barcode pages of `point`; the barcode rows' phone is hidden from them */
let operator: Client;
const secret = testConfig().sessionSecret;

const PHONE = '+79161112233';
const OTHER_PHONE = '+79164442233';

/** Every column of a kind at one level, some of them changed. */
const columnsAt = (kind: string, level: string, changed: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    (goodsKinds.find((info) => info.kind === kind)?.columns ?? []).map((column) => [column.key, level]),
  ),
  ...changed,
});

let parcel: { id: number; cell: number };
let elsewhere: number;
let barcode: number;
let oldLabelled: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ поиска', 10);
  otherPoint = await pointWithCells(admin, 'ПВЗ чужой', 10);
  operator = await staffWith(t.app, admin, {
    username: 'finder',
    role: 'USER',
    scope: scopeOf([point], point),
    overrides: {
      pages: { 'goods-find': 'read', 'goods-purchase': 'read', 'goods-barcode': 'read', 'goods-acceptance': 'write' },
      columns: {
        purchase: columnsAt('purchase', 'read', { profit: 'hidden' }),
        barcode: columnsAt('barcode', 'read', { fromName: 'hidden' }),
      },
    },
  });

  const sorted = await sortedPurchase(admin, point, PHONE, 1000_00);
  const accepted = await acceptScan(admin, point, `1/${sorted.id}`);
  parcel = { id: sorted.id, cell: accepted.json().cell };
  elsewhere = (await sortedPurchase(admin, otherPoint, PHONE, 500_00)).id;
  const [barcodeRow] = await createRows(admin, 'barcode', { fromName: PHONE, dispatchPVZ: point, itemsCount: 3 });
  barcode = barcodeRow?.id ?? 0;
  const [old] = await createRows(admin, 'purchase', { fromName: OTHER_PHONE, dispatchPVZ: point, priceSite: 300_00 });
  oldLabelled = old?.id ?? 0;
  await t.database.db.updateTable('goods').set({ old_id: 4242 }).where('id', '=', oldLabelled).execute();
  await admin.post('/api/reference/phone-numbers/create', { item: { phoneNumber: PHONE, address: 'ул. Ленина, 1' } });
});
afterAll(async () => t.close());

const find = (caller: Client, q: string) => caller.get(`${goodsLookupRoutes.find}?q=${encodeURIComponent(q)}`);
const hitsOf = async (caller: Client, q: string) => {
  const response = await find(caller, q);
  expect(response.statusCode).toBe(200);
  return response.json().hits;
};
const card = (caller: Client, phone: string) =>
  caller.get(`${goodsLookupRoutes.phoneCard}?phone=${encodeURIComponent(phone)}`);
const order = (link: string) =>
  new Caller(t.app).get(`${goodsLookupRoutes.publicOrder}?link=${encodeURIComponent(link)}`);

describe('search by ID', () => {
  it('finds a parcel by its id with its status, point, client and cell', async () => {
    expect(await hitsOf(operator, String(parcel.id))).toEqual([
      {
        type: 'parcel',
        id: parcel.id,
        kind: 'purchase',
        status: 'at-point',
        point: { id: point, name: 'ПВЗ поиска' },
        phone: PHONE,
        name: '',
        cell: parcel.cell,
      },
    ]);
  });

  it.each([
    ['a label URL', (id: number) => `https://pvz.example/spreadsheets/record/1/${id}`],
    ['a label read with "." for "/"', (id: number) => `https:..pvz.example.spreadsheets.record.1.${id}`],
    ['the short code of the barcode', (id: number) => `1.${id}`],
  ])('finds a parcel by %s', async (_case, code) => {
    const hits = await hitsOf(operator, code(parcel.id));
    expect(hits).toEqual([expect.objectContaining({ type: 'parcel', id: parcel.id })]);
  });

  it('finds a purchase by the label of the old system', async () => {
    expect(await hitsOf(operator, 'https://pvz.example/spreadsheets/record/old/1-4242')).toEqual([
      expect.objectContaining({ type: 'parcel', id: oldLabelled, phone: OTHER_PHONE }),
    ]);
  });

  it('does not find a label of one kind under the id of another', async () => {
    expect(await hitsOf(operator, `2/${parcel.id}`)).toEqual([]);
  });

  it("does not reveal a parcel of a point outside the caller's scope", async () => {
    expect(await hitsOf(operator, String(elsewhere))).toEqual([]);
    expect(await hitsOf(operator, `1/${elsewhere}`)).toEqual([]);
    expect(await hitsOf(admin, String(elsewhere))).toEqual([
      expect.objectContaining({ type: 'parcel', id: elsewhere, point: { id: otherPoint, name: 'ПВЗ чужой' } }),
    ]);
  });

  it('leaves out a column hidden for the kind: no phone in a barcode hit', async () => {
    const [hit] = await hitsOf(operator, String(barcode));
    expect(hit).toMatchObject({ type: 'parcel', id: barcode, kind: 'barcode' });
    expect(hit).not.toHaveProperty('phone');
    expect((await hitsOf(admin, String(barcode)))[0]).toHaveProperty('phone', PHONE);
  });

  it('finds clients by a full phone and by its last digits, counting only the parcels in scope', async () => {
    // the barcode row's phone is hidden from the operator: it neither counts nor finds
    expect(await hitsOf(operator, '8 (916) 111-22-33')).toEqual([{ type: 'client', phone: PHONE, parcels: 1 }]);
    expect(await hitsOf(operator, '2233')).toEqual([
      { type: 'client', phone: PHONE, parcels: 1 },
      { type: 'client', phone: OTHER_PHONE, parcels: 1 },
    ]);
    expect(await hitsOf(operator, '12233')).toEqual([{ type: 'client', phone: PHONE, parcels: 1 }]);
    expect(await hitsOf(admin, '1112233')).toEqual([{ type: 'client', phone: PHONE, parcels: 3 }]);
  });

  it("finds the client of an order link, as a URL or bare, only with the kind's phone visible", async () => {
    const link = clientLinkOf(secret, 'purchase', PHONE);
    const hit = { type: 'order-link', link, kind: 'purchase', phone: PHONE, parcels: 1 };
    expect(await hitsOf(operator, `https://pvz.example/spreadsheets/order/${link}`)).toEqual([hit]);
    expect(await hitsOf(operator, link)).toEqual([hit]);
    expect(await hitsOf(operator, clientLinkOf(secret, 'barcode', PHONE))).toEqual([]);
    expect(await hitsOf(operator, `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)).toEqual([]);
  });

  it("finds a box of the caller's point by its label, not a box of another point", async () => {
    const box = async (pointId: number) => {
      const created = await t.database.db
        .insertInto('boxes')
        .values({ point_id: pointId, type: 'standard', created_by: 'test' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    };
    const own = await box(point);
    const foreign = await box(otherPoint);
    await t.database.db.updateTable('goods').set({ box_id: own }).where('id', '=', parcel.id).execute();
    expect(await hitsOf(operator, `https://pvz.example/box/${point}/${own}`)).toEqual([
      { type: 'box', pvzNumber: point, id: own, parcels: 1 },
    ]);
    expect(await hitsOf(operator, `https://pvz.example/box/${otherPoint}/${foreign}`)).toEqual([]);
    await t.database.db.updateTable('goods').set({ box_id: null }).where('id', '=', parcel.id).execute();
  });

  it("finds the client of a pickup QR within the caller's scope", async () => {
    await registeredClient(t.app, {
      phoneNumber: PHONE,
      fio: 'Мария Иванова',
      password: 'secret-pass',
      isPrivacyPolicyAgreed: true,
      isPersonalDataProcessingPolicyAgreed: true,
    });
    const client = await t.database.db
      .selectFrom('clients')
      .select(['id', 'phone_verified_at'])
      .where('phone_number', '=', PHONE)
      .executeTakeFirstOrThrow();
    if (!client.phone_verified_at) throw new Error('the phone is proven at registration');
    const { token } = signPickupToken(secret, client.id, client.phone_verified_at);
    expect(await hitsOf(operator, `https://pvz.example/pickup/${token}`)).toEqual([
      { type: 'client', phone: PHONE, parcels: 1 },
    ]);
  });

  it('says nothing for a text that names nothing', async () => {
    expect(await hitsOf(operator, 'кроссовки')).toEqual([]);
    expect(await hitsOf(operator, '999999999')).toEqual([]);
    // beyond PostgreSQL's integers: still nothing, not a failure
    expect(await hitsOf(operator, '999999999999')).toEqual([]);
    expect(await hitsOf(operator, '1/999999999999')).toEqual([]);
    expect(await hitsOf(operator, 'https://pvz.example/box/1/999999999999')).toEqual([]);
    expect(await hitsOf(operator, 'https://pvz.example/spreadsheets/record/old/1-999999999999')).toEqual([]);
  });

  it.each([
    ['an empty text', ''],
    ['spaces only', '   '],
    ['a text over 500 characters', 'x'.repeat(501)],
  ])('refuses %s with 400', async (_case, q) => {
    const response = await find(operator, q);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('refuses staff without the page and anonymous callers', async () => {
    const plain = await staffWith(t.app, admin, { username: 'plain-finder', role: 'USER' });
    expect((await find(plain, '1')).statusCode).toBe(403);
    expect((await find(new Caller(t.app), '1')).statusCode).toBe(401);
  });
});

describe('phone card', () => {
  it("shows the address, the registration and the client's parcels in scope, without hidden columns", async () => {
    const response = await card(operator, '89161112233');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      phone: PHONE,
      address: 'ул. Ленина, 1',
      client: { fio: 'Мария Иванова' },
      totalDue: 1100_00,
    });
    // the parcel of the other point is out of scope; the barcode row's phone is hidden from the operator
    expect(answer.rows.map((row: { id: number }) => row.id)).toEqual([parcel.id]);
    expect(answer.rows[0]).toMatchObject({ kind: 'purchase', cell: parcel.cell, amountFromClient: 1100_00 });
    expect(answer.rows[0]).not.toHaveProperty('profit');
  });

  it('shows ADMIN every parcel of the phone with the total still due', async () => {
    const answer = (await card(admin, PHONE)).json();
    expect(answer.rows.map((row: { id: number }) => row.id).sort()).toEqual([parcel.id, elsewhere, barcode].sort());
    expect(answer.totalDue).toBe(1100_00 + 550_00);
  });

  it('has an empty card for a phone without parcels or address', async () => {
    expect((await card(operator, '+79990000000')).json()).toEqual({
      phone: '+79990000000',
      address: null,
      client: null,
      rows: [],
      totalDue: 0,
    });
  });

  it("reveals no address or name to staff without the client's parcels or the phone book", async () => {
    const stranger = await staffWith(t.app, admin, { username: 'card-stranger', role: 'USER' });
    expect((await card(stranger, PHONE)).json()).toEqual({
      phone: PHONE,
      address: null,
      client: null,
      rows: [],
      totalDue: 0,
    });
  });

  it.each(['12345', 'abc', '+1 555 123 4567'])('refuses the malformed phone %s with 400', async (phone) => {
    const response = await card(operator, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.phoneFormat);
  });

  it('is for staff only', async () => {
    expect((await card(new Caller(t.app), PHONE)).statusCode).toBe(401);
    const client = await registeredClient(t.app);
    expect((await card(client, PHONE)).statusCode).toBe(403);
  });
});

describe('public order page', () => {
  it('shows exactly the parcels of the phone and kind of a link, with the sums, without a login', async () => {
    const response = await order(clientLinkOf(secret, 'purchase', PHONE));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.kind).toBe('purchase');
    expect(answer.parcels).toHaveLength(2);
    expect(answer.parcels).toEqual(
      expect.arrayContaining([
        {
          productName: '',
          marketplace: null,
          itemsCount: null,
          point: 'ПВЗ поиска',
          status: 'at-point',
          cell: parcel.cell,
          amountDue: 1100_00,
        },
        expect.objectContaining({ point: 'ПВЗ чужой', status: 'at-sorting-center', cell: null, amountDue: 550_00 }),
      ]),
    );
    expect(answer.totalDue).toBe(1650_00);
    expect(answer.dueAtPoint).toBe(1100_00);
  });

  it('carries no staff data: no phone, no names, no ids, no income', async () => {
    const body = (await order(clientLinkOf(secret, 'purchase', PHONE))).body;
    for (const secretField of [PHONE, '79161112233', 'profit', 'income', '"id"', 'createdBy', 'admin', OTHER_PHONE])
      expect(body).not.toContain(secretField);
  });

  it('shows only the kind of the link', async () => {
    const answer = (await order(clientLinkOf(secret, 'barcode', PHONE))).json();
    expect(answer.kind).toBe('barcode');
    expect(answer.parcels).toHaveLength(1);
    expect(answer.parcels[0]).toMatchObject({ point: 'ПВЗ поиска', status: 'created', itemsCount: 3 });
  });

  it('finds the link of a phone written after the links were stored', async () => {
    await order(clientLinkOf(secret, 'purchase', PHONE));
    const fresh = '+79175556677';
    await createRows(admin, 'shop', { fromName: fresh, dispatchPVZ: point, priceSite: 100_00 });
    const answer = (await order(clientLinkOf(secret, 'shop', fresh))).json();
    expect(answer.parcels).toHaveLength(1);
  });

  it('looks an unknown link up by the index of the links, never by reading the goods', async () => {
    // a row written around the gateway has no stored link: reading the goods on a miss would find it
    await t.database.db
      .insertInto('goods')
      .values({ kind: 'purchase', point_id: point, client_phone: '+79175550000', created_by: 't', updated_by: 't' })
      .execute();
    expect((await order(clientLinkOf(secret, 'purchase', '+79175550000'))).statusCode).toBe(404);
  });

  it.each([
    [
      'a tampered link',
      () => clientLinkOf(secret, 'purchase', PHONE).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    ],
    ['a link made with another secret', () => clientLinkOf('another-secret', 'purchase', PHONE)],
    ['the link of a kind the phone has no rows of', () => clientLinkOf(secret, 'service', PHONE)],
    ['a link of nobody', () => clientLinkOf(secret, 'purchase', '+79990001122')],
    ['a malformed link', () => '1-short'],
  ])('answers %s with 404', async (_case, link) => {
    const response = await order(link());
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(messages.orderPageNotFound);
  });

  it('refuses an absurdly long link with 400', async () => {
    expect((await order('1-'.padEnd(100, 'x'))).statusCode).toBe(400);
  });

  // last: it uses up this address's allowance of the page
  it('slows down guessing: an address may open 60 order pages a minute', async () => {
    const link = clientLinkOf(secret, 'purchase', '+79990001122');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt++) statuses.push((await order(link)).statusCode);
    // the tests above used some of the allowance already
    expect(statuses.slice(0, 40).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await order(link)).json().error).toBe(messages.tooManyRequests);
  });
});
