import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { acceptScan, createRows, eventsOf, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ строк', 5);
  otherPoint = await pointWithCells(admin, 'ПВЗ другой', 5);
});
afterAll(async () => t.close());

const create = (row: object, kind: 'purchase' | 'barcode' | 'shop' = 'purchase', quantity = 1) =>
  admin.post(goodsRoutes.create(kind), { operationId: op(), row, quantity });
const edit = (caller: Client, id: number, row: object) =>
  caller.post(goodsRoutes.edit('purchase'), { operationId: op(), id, row });
const list = (caller: Client, query: string, table = 'purchase') =>
  caller.get(
    `${goodsRoutes.list(table as 'purchase')}?page=0&${query.includes('pageSize') ? '' : 'pageSize=50&'}${query}`,
  );

describe('goods rows', () => {
  it('creates N identical purchases with the percentage of the point × marketplace table and their money', async () => {
    await admin.post('/api/pvz-percent/set-percent', {
      pvzId: point,
      marketplaceId: 1,
      kind: 'purchase',
      percent: 7.5,
    });
    const response = await create(
      {
        fromName: '8 (913) 111-22-33',
        name: 'Анна',
        dispatchPVZ: point,
        productLink: 'https://www.ozon.ru/product/123',
        priceSite: 2000_00,
        prepayment: 500_00,
      },
      'purchase',
      3,
    );
    expect(response.statusCode).toBe(200);
    const { message, rows } = response.json();
    expect(message).toBe(say.rowsCreated(3));
    expect(rows).toHaveLength(3);
    // total 2 150 ₽, due 2 150 − 500 = 1 650 ₽; income = due − P + K = −350 ₽ (DOMAIN.md §1, as written)
    expect(rows[0]).toMatchObject({
      fromName: '+79131112233',
      marketplace: { id: 1, name: 'Ozon' },
      percentClient: 7.5,
      amountFromClient: 1650_00,
      profit: -350_00,
      status: 'created',
    });
  });

  it.each([
    ['a negative price', { priceSite: -1 }],
    ['an absurd price', { priceSite: 10_000_000_01 }],
    ['a fractional kopeck', { priceSite: 10.5 }],
    ['a percent with three decimals', { percentClient: 1.234 }],
    ['a percent over 100', { percentClient: 101 }],
    ['a bad phone', { fromName: '12345' }],
    ['a link that is not a web address', { productLink: 'ozon.ru/product' }],
  ])('refuses %s with 400 and creates nothing', async (_case, bad) => {
    const before = await t.database.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await create({ fromName: '+79131112233', dispatchPVZ: point, ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    const after = await t.database.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('needs a phone and a point, and refuses a field the kind does not have', async () => {
    expect((await create({ dispatchPVZ: point })).json().error).toBe(messages.phoneRequired);
    expect((await create({ fromName: '+79131112233' })).json().error).toBe(messages.pointRequired);
    const shopLink = await create(
      { fromName: '+79131112233', dispatchPVZ: point, productLink: 'https://x.ru' },
      'shop',
    );
    expect({ status: shopLink.statusCode, error: shopLink.json().error }).toEqual({
      status: 400,
      error: messages.kindHasNoField,
    });
  });

  it('computes barcode deliveries and shop rows by their own formulas', async () => {
    const barcode = await create({ fromName: '+79131112233', dispatchPVZ: point, priceProgram: 1234_00 }, 'barcode');
    // 10 % of 1 234 ₽ = 123,40 ₽, rounded up to 10 ₽
    expect(barcode.json().rows[0]).toMatchObject({ amountFromClient: 130_00, profit: 130_00, percentClient: 10 });
    const shop = await create(
      { fromName: '+79131112233', dispatchPVZ: point, priceSite: 500_00, prepayment: 100_00 },
      'shop',
    );
    expect(shop.json().rows[0]).toMatchObject({ amountFromClient: 400_00, profit: 500_00 });
    expect(shop.json().rows[0]).not.toHaveProperty('percentClient');
  });

  it('edits a row, computing its money again, and records the change', async () => {
    const [row] = await createRows(admin, 'purchase', {
      fromName: '+79131112244',
      dispatchPVZ: point,
      priceSite: 100_00,
    });
    if (!row) throw new Error('no row');
    const response = await edit(admin, row.id, { priceSite: 300_00, percentClient: 10 });
    expect(response.json()).toMatchObject({
      message: messages.updated,
      row: { amountFromClient: 330_00, profit: 30_00 },
    });
    expect((await eventsOf(t, row.id)).map((event) => event.type)).toEqual(['created', 'edited']);
  });

  it('locks the client and point of a parcel in a cell, and the money of a handed-over one', async () => {
    const row = await sortedPurchase(admin, point, '+79131112255');
    await acceptScan(admin, point, `1/${row.id}`);
    const move = await edit(admin, row.id, { fromName: '+79131112266' });
    expect({ status: move.statusCode, error: move.json().error }).toEqual({
      status: 422,
      error: messages.acceptedPlaceLocked,
    });
    await admin.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [row.id], outcome: 'cash' });
    const reprice = await edit(admin, row.id, { priceSite: 1_00 });
    expect(reprice.json().error).toBe(messages.issuedMoneyLocked);
    expect((await stored(t, row.id)).price_site).toBe(1000_00);
    // a note may still be written
    expect((await edit(admin, row.id, { notation: 'клиент доволен' })).statusCode).toBe(200);
  });

  it('copies the order of a row, not its journey', async () => {
    const source = await sortedPurchase(admin, point, '+79131112277');
    const copy = await admin.post(goodsRoutes.copy('purchase'), { operationId: op(), id: source.id });
    expect(copy.json()).toMatchObject({
      message: messages.rowCopied,
      row: { fromName: '+79131112277', deliveredSC: null, deliveredPVZ: null, cell: null },
    });
  });

  it('copies a refused row with its order money, not the refusal fee', async () => {
    const source = await sortedPurchase(admin, point, '+79131112299', 3000_00);
    await acceptScan(admin, point, `1/${source.id}`);
    await admin.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [source.id], outcome: 'refusal-cash' });
    const copy = await admin.post(goodsRoutes.copy('purchase'), { operationId: op(), id: source.id });
    expect(copy.json().row).toMatchObject({ amountFromClient: 3300_00, profit: 300_00, additionally: null });
  });

  it('deletes softly: the row leaves the tables, keeps its history and frees its cell', async () => {
    const row = await sortedPurchase(admin, point, '+79131112288');
    const cell = (await acceptScan(admin, point, `1/${row.id}`)).json().cell;
    const response = await admin.post(goodsRoutes.remove('purchase'), { operationId: op(), ids: [row.id] });
    expect(response.json()).toEqual({ message: say.rowsDeleted(1), count: 1 });
    expect((await stored(t, row.id)).deleted_at).not.toBeNull();
    const listed = (await list(admin, `pvzId=${point}&q=${row.id}`)).json();
    expect(listed.rows.map((item: { id: number }) => item.id)).not.toContain(row.id);
    const held = await t.database.db
      .selectFrom('cells')
      .select('client_phone')
      .where('point_id', '=', point)
      .where('number', '=', cell)
      .executeTakeFirstOrThrow();
    expect(held.client_phone).toBeNull();
  });

  it('pages, sorts, filters and adds up a point table on the server', async () => {
    const tablePoint = await pointWithCells(admin, 'ПВЗ таблицы', 1);
    for (const price of [100_00, 300_00, 200_00])
      await createRows(admin, 'purchase', { fromName: '+79131113300', dispatchPVZ: tablePoint, priceSite: price });
    const sorted = (await list(admin, `pvzId=${tablePoint}&sort=priceSite&order=asc&pageSize=2`)).json();
    expect(sorted.total).toBe(3);
    expect(sorted.rows.map((row: { priceSite: number }) => row.priceSite)).toEqual([100_00, 200_00]);
    expect(sorted.totals).toMatchObject({ priceSite: 600_00, amountFromClient: 660_00, profit: 60_00 });
    const filters = JSON.stringify([{ field: 'priceSite', operator: '>=', value: 200_00 }]);
    const filtered = (await list(admin, `pvzId=${tablePoint}&filters=${encodeURIComponent(filters)}`)).json();
    expect(filtered.total).toBe(2);
    expect(filtered.totals.priceSite).toBe(500_00);
  });

  it('adds up «Сумма с клиента» of the work view from the parcels at the point alone', async () => {
    const workPoint = await pointWithCells(admin, 'ПВЗ в работе', 3);
    const atPoint = await sortedPurchase(admin, workPoint, '+79131113301', 100_00);
    await acceptScan(admin, workPoint, `1/${atPoint.id}`);
    // on its way, and one handed over a moment ago: both in the view, neither in the sum
    await sortedPurchase(admin, workPoint, '+79131113302', 300_00);
    const issued = await sortedPurchase(admin, workPoint, '+79131113303', 500_00);
    await acceptScan(admin, workPoint, `1/${issued.id}`);
    await admin.post(goodsRoutes.issue, { operationId: op(), pvzId: workPoint, ids: [issued.id], outcome: 'cash' });

    const work = (await list(admin, `pvzId=${workPoint}&view=work`)).json();
    expect(work.total).toBe(3);
    expect(work.totals).toMatchObject({ amountFromClient: 110_00, priceSite: 900_00 });
    const all = (await list(admin, `pvzId=${workPoint}&view=all`)).json();
    expect(all.totals.amountFromClient).toBe(990_00);
  });

  it('keeps a handed-over parcel in the work view for the hours the settings say', async () => {
    const workPoint = await pointWithCells(admin, 'ПВЗ часов', 3);
    const issued = await sortedPurchase(admin, workPoint, '+79131113304');
    await acceptScan(admin, workPoint, `1/${issued.id}`);
    await admin.post(goodsRoutes.issue, { operationId: op(), pvzId: workPoint, ids: [issued.id], outcome: 'cash' });
    await t.database.db
      .updateTable('goods')
      .set({ issued_at: new Date(Date.now() - 30 * 3600_000) })
      .where('id', '=', issued.id)
      .execute();
    const inWork = async () =>
      (await list(admin, `pvzId=${workPoint}&view=work`)).json().rows.map((row: { id: number }) => row.id);
    expect(await inWork()).not.toContain(issued.id);
    const settings = (await admin.get('/api/settings/get-settings')).json();
    await admin.post('/api/settings/edit-settings', { settings: { ...settings, issuedVisibleHours: 48 } });
    expect(await inWork()).toContain(issued.id);
    await admin.post('/api/settings/edit-settings', { settings });
    expect(await inWork()).not.toContain(issued.id);
  });

  it('refuses a malformed filter and a filter on an unknown column', async () => {
    for (const filters of [
      'not json',
      JSON.stringify([{ field: 'password', operator: 'equals', value: 'x' }]),
      JSON.stringify([{ field: 'name', operator: 'valueOf', value: 'x' }]),
      JSON.stringify([{ field: 'name', operator: 'isAnyOf', value: [1] }]),
      JSON.stringify([{ field: 'prepaid', operator: '>', value: 1 }]),
      JSON.stringify([{ field: 'priceSite', operator: 'contains', value: '1' }]),
      JSON.stringify([{ field: 'toString', operator: 'equals', value: 'x' }]),
    ]) {
      const response = await list(admin, `filters=${encodeURIComponent(filters)}`);
      expect({ status: response.statusCode, error: response.json().error }).toEqual({
        status: 400,
        error: messages.filterInvalid,
      });
    }
  });

  it('shows an operator only their points, hides hidden columns, refuses filters on them and writes to read-only ones', async () => {
    const [mine] = await createRows(admin, 'purchase', {
      fromName: '+79131114400',
      dispatchPVZ: point,
      priceSite: 10_00,
    });
    const [theirs] = await createRows(admin, 'purchase', { fromName: '+79131114400', dispatchPVZ: otherPoint });
    const operator = await staffWith(t.app, admin, {
      username: 'columns-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: {
        pages: { 'goods-purchase': 'write' },
        columns: {
          purchase: { profit: 'hidden', priceSite: 'read', notation: 'write', fromName: 'write', dispatchPVZ: 'write' },
        },
      },
    });
    const page = (await list(operator, 'q=+79131114400')).json();
    const ids = page.rows.map((row: { id: number }) => row.id);
    expect(ids).toContain(mine?.id);
    expect(ids).not.toContain(theirs?.id);
    expect(page.rows[0]).not.toHaveProperty('profit');
    expect(page.totals).not.toHaveProperty('profit');
    const hiddenFilter = JSON.stringify([{ field: 'profit', operator: '>', value: 0 }]);
    const refusedFilter = await list(operator, `filters=${encodeURIComponent(hiddenFilter)}`);
    expect({ status: refusedFilter.statusCode, error: refusedFilter.json().error }).toEqual({
      status: 403,
      error: messages.columnHidden,
    });
    expect((await list(operator, 'sort=profit')).statusCode).toBe(403);
    const readOnly = await edit(operator, mine?.id ?? 0, { priceSite: 20_00 });
    expect(readOnly.statusCode).toBe(403);
    expect((await edit(operator, mine?.id ?? 0, { notation: 'можно' })).statusCode).toBe(200);
    const foreign = await edit(operator, theirs?.id ?? 0, { notation: 'чужое' });
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({
      status: 403,
      error: messages.pointOutOfScope,
    });
    const record = await operator.get(`${goodsRoutes.record('purchase')}?id=${theirs?.id}`);
    expect(record.statusCode).toBe(403);
    const ownRecord = (await operator.get(`${goodsRoutes.record('purchase')}?id=${mine?.id}`)).json();
    expect(ownRecord.row).not.toHaveProperty('profit');
    expect(ownRecord.events.map((event: { type: string }) => event.type)).toEqual(['created', 'edited']);
  });

  it('refuses on the all-goods table a filter on a column hidden in one of its kinds', async () => {
    const manager = await staffWith(t.app, admin, {
      username: 'mixed-columns',
      role: 'USER',
      overrides: {
        pages: { 'goods-issue': 'read' },
        columns: { purchase: { profit: 'read' }, barcode: { profit: 'read' }, shop: { profit: 'hidden' } },
      },
    });
    const filters = JSON.stringify([{ field: 'profit', operator: '>', value: 0 }]);
    const response = await manager.get(
      `${goodsRoutes.list('all')}?page=0&pageSize=10&filters=${encodeURIComponent(filters)}`,
    );
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 403,
      error: messages.columnHidden,
    });
    expect((await manager.get(`${goodsRoutes.list('all')}?page=0&pageSize=10&sort=profit`)).statusCode).toBe(403);
    expect((await manager.get(`${goodsRoutes.list('all')}?page=0&pageSize=10`)).json().totals).not.toHaveProperty(
      'profit',
    );
  });

  it("keeps a sorting centre's user to that centre's rows", async () => {
    const centreNamed = async (name: string): Promise<number> =>
      (await admin.post('/api/reference/sorting-centers/create', { item: { name, address: `${name}, адрес` } })).json()
        .item.id;
    const centre = { id: await centreNamed('СЦ Свой') };
    const otherCentre = await centreNamed('СЦ Другой');
    const [theirs] = await createRows(admin, 'purchase', {
      fromName: '+79131115500',
      dispatchPVZ: point,
      orderPVZ: otherCentre,
    });
    const sorter = await staffWith(t.app, admin, {
      username: 'centre-sorter',
      role: 'SORTIROVKA',
      scope: { allPoints: true, pointIds: [], sortingCenterId: centre.id, homePointId: null },
    });
    const record = await sorter.get(`${goodsRoutes.record('purchase')}?id=${theirs?.id}`);
    expect({ status: record.statusCode, error: record.json().error }).toEqual({
      status: 403,
      error: messages.sortingCenterOutOfScope,
    });
    const moved = await sorter.post(goodsRoutes.toSortingCenter('purchase'), { operationId: op(), ids: [theirs?.id] });
    expect(moved.statusCode).toBe(403);
    const listed = (await list(sorter, 'q=+79131115500')).json();
    expect(listed.rows).toEqual([]);
  });

  it('fills a client in from the last digits of the phone, with their point and cell', async () => {
    const row = await sortedPurchase(admin, otherPoint, '+79135556677');
    expect((await edit(admin, row.id, { name: 'Марина' })).statusCode).toBe(200);
    const cell = (await acceptScan(admin, otherPoint, `1/${row.id}`)).json().cell;
    const lookup = await admin.get(`${goodsRoutes.phoneLookup('purchase')}?digits=6677`);
    // the name too, from the client's latest parcel
    expect(lookup.json()).toEqual({
      phones: ['+79135556677'],
      pointId: otherPoint,
      severalPoints: false,
      cell,
      name: 'Марина',
    });
    await createRows(admin, 'purchase', { fromName: '+79135550677', dispatchPVZ: point });
    expect((await admin.get(`${goodsRoutes.phoneLookup('purchase')}?digits=0677`)).json().phones).toEqual([
      '+79135550677',
    ]);
    await createRows(admin, 'purchase', { fromName: '+79135546677', dispatchPVZ: point });
    const several = (await admin.get(`${goodsRoutes.phoneLookup('purchase')}?digits=6677`)).json();
    expect(several.phones).toEqual(['+79135546677', '+79135556677']);
    expect((await admin.get(`${goodsRoutes.phoneLookup('purchase')}?digits=12`)).statusCode).toBe(400);
  });
});
