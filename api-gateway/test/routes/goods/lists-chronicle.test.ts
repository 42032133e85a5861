import { goodsListsRoutes, TOTAL_COUNT_HEADER } from '@pvz/contracts/api/goods-lists';
import { messages } from '@pvz/contracts/messages';
import ExcelJS from 'exceljs';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { idsOf, seedGoods } from './lists-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
const seed = (values: Parameters<typeof seedGoods>[1]) => seedGoods(t.database.db, values);
const moscow = (stamp: string) => new Date(`${stamp}+03:00`);

let lateEvening: number;
let justAfterMidnight: number;
let march: number;
let deleted: number;
let april: number;
let foreign: number;
let barcode: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ хроники');
  otherPoint = await pointNamed(admin, 'ПВЗ другой хроники');
  lateEvening = await seed({ pointId: point, createdAt: moscow('2026-03-09T23:30:00'), priceSite: 1_00 });
  justAfterMidnight = await seed({ pointId: point, createdAt: moscow('2026-03-10T00:30:00'), priceSite: 10_00 });
  march = await seed({
    pointId: point,
    createdAt: moscow('2026-03-15T12:00:00'),
    phone: '+79131112233',
    marketplaceId: 1,
    priceSite: 100_00,
    amountDue: 110_00,
    deliveredScAt: moscow('2026-03-16T12:00:00'),
    deliveredPvzAt: moscow('2026-03-17T12:00:00'),
    issuedAt: moscow('2026-03-18T12:00:00'),
    outcome: 'cash',
  });
  deleted = await seed({
    pointId: point,
    createdAt: moscow('2026-03-31T23:59:00'),
    priceSite: 1000_00,
    deletedAt: moscow('2026-04-01T10:00:00'),
  });
  april = await seed({ pointId: point, createdAt: moscow('2026-04-01T00:00:00'), priceSite: 10000_00 });
  foreign = await seed({ pointId: otherPoint, createdAt: moscow('2026-03-20T12:00:00') });
  barcode = await seed({ pointId: point, kind: 'barcode', createdAt: moscow('2026-03-20T12:00:00') });
});
afterAll(async () => t.close());

const chronicle = (caller: Client, query: string, kind: 'purchase' | 'barcode' | 'shop' = 'purchase') =>
  caller.get(`${goodsListsRoutes.chronicle(kind)}?page=0&pageSize=100&${query}`);
const march2026 = 'createdFrom=2026-03-10&createdTo=2026-03-31';

describe('chronicles', () => {
  it('holds every row of the kind, the deleted ones marked, within a period of Moscow days', async () => {
    const page = (await chronicle(admin, `pvzId=${point}&${march2026}`)).json();
    expect(idsOf(page).sort((a, b) => a - b)).toEqual([justAfterMidnight, march, deleted]);
    expect(page.total).toBe(3);
    expect(page.totals.priceSite).toBe(1110_00);
    const byId = new Map(page.rows.map((row: { id: number; deletedAt: string | null }) => [row.id, row.deletedAt]));
    expect(byId.get(deleted)).toBe(moscow('2026-04-01T10:00:00').toISOString());
    expect(byId.get(march)).toBeNull();
    for (const id of [lateEvening, april, foreign, barcode]) expect(idsOf(page)).not.toContain(id);
    expect(idsOf((await chronicle(admin, 'createdFrom=2026-03-20&createdTo=2026-03-20', 'barcode')).json())).toEqual([
      barcode,
    ]);
  });

  it('filters by status, phone and marketplace, and by the grid’s column filters', async () => {
    const issued = (await chronicle(admin, `${march2026}&status=issued`)).json();
    expect(idsOf(issued)).toEqual([march]);
    expect(idsOf((await chronicle(admin, `${march2026}&phone=${encodeURIComponent('8 913 111')}`)).json())).toEqual([
      march,
    ]);
    expect(idsOf((await chronicle(admin, `${march2026}&marketplaceId=1`)).json())).toEqual([march]);
    const filters = encodeURIComponent(JSON.stringify([{ field: 'priceSite', operator: '>', value: 100_00 }]));
    expect(idsOf((await chronicle(admin, `${march2026}&filters=${filters}`)).json())).toEqual([deleted]);
  });

  it('refuses a bad period with a Russian message', async () => {
    for (const query of [
      'createdFrom=2026-03-31&createdTo=2026-03-01',
      'createdFrom=2026-02-30',
      'createdTo=yesterday',
      'createdFrom=2026-3-1',
    ]) {
      const response = await chronicle(admin, query);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: messages.periodInvalid,
      });
      const exported = await admin.get(`${goodsListsRoutes.chronicleExport('purchase')}?${query}`);
      expect(exported.statusCode).toBe(400);
    }
    expect((await chronicle(admin, 'marketplaceId=x')).statusCode).toBe(400);
  });

  it('keeps to the caller’s points', async () => {
    const operator = await staffWith(t.app, admin, {
      username: 'chronicle-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: { 'goods-all-data': 'read' }, columns: {} },
    });
    const mine = (await chronicle(operator, march2026)).json();
    expect(idsOf(mine)).toContain(march);
    expect(idsOf((await chronicle(operator, 'createdFrom=2026-03-20&createdTo=2026-03-20')).json())).not.toContain(
      foreign,
    );
    expect((await chronicle(operator, `pvzId=${otherPoint}`)).statusCode).toBe(403);
    expect((await operator.get(`${goodsListsRoutes.chronicleExport('purchase')}?pvzId=${otherPoint}`)).statusCode).toBe(
      403,
    );
    expect((await chronicle(operator, '', 'barcode')).statusCode).toBe(403);
  });
});

describe('chronicle export', () => {
  const load = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('streams the filtered rows as xlsx, with their count in a header', async () => {
    const response = await admin.get(`${goodsListsRoutes.chronicleExport('purchase')}?pvzId=${point}&${march2026}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const [header, ...rows] = await load(response.rawPayload);
    expect(header).toEqual(expect.arrayContaining(['ID', 'Создан', 'Стоимость сайт', 'Телефон клиента', 'Удалён']));
    expect(rows.map((row) => row[0])).toEqual([deleted, march, justAfterMidnight]);
    const price = header?.indexOf('Стоимость сайт') ?? -1;
    expect(rows.map((row) => row[price])).toEqual([1000, 100, 10]);
    const removed = header?.indexOf('Удалён') ?? -1;
    expect(rows[0]?.[removed]).toBe('01.04.2026, 10:00');
  });

  it('filters by a column of a joined table: the point’s name', async () => {
    const byPoint = (name: string) =>
      encodeURIComponent(JSON.stringify([{ field: 'dispatchPVZ', operator: 'contains', value: name }]));
    const exported = await admin.get(
      `${goodsListsRoutes.chronicleExport('purchase')}?${march2026}&filters=${byPoint('ПВЗ хроники')}`,
    );
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = await load(exported.rawPayload);
    expect(rows.map((row) => row[0])).toEqual([deleted, march, justAfterMidnight]);
    const pointColumn = header?.indexOf('Отправка в ПВЗ') ?? -1;
    expect(new Set(rows.map((row) => row[pointColumn]))).toEqual(new Set(['ПВЗ хроники']));
    const page = await chronicle(admin, `${march2026}&filters=${byPoint('ПВЗ хроники')}&sort=dispatchPVZ`);
    expect(idsOf(page.json()).sort((a, b) => a - b)).toEqual([justAfterMidnight, march, deleted].sort((a, b) => a - b));
  });

  it('reads many rows in batches and leaves out the columns the caller does not see', async () => {
    const many = 2_345;
    await t.database.db
      .insertInto('goods')
      .values(
        Array.from({ length: many }, (_, index) => ({
          kind: 'shop' as const,
          point_id: point,
          client_phone: '+79130000001',
          price_site: index,
          created_by: 'test',
          updated_by: 'test',
        })),
      )
      .execute();
    const operator = await staffWith(t.app, admin, {
      username: 'export-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: { pages: { 'goods-all-data-shop': 'read' }, columns: { shop: { priceSite: 'hidden' } } },
    });
    const response = await operator.get(goodsListsRoutes.chronicleExport('shop'));
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(many));
    const [header, ...rows] = await load(response.rawPayload);
    expect(header).not.toContain('Цена магазина');
    expect(header).toContain('Телефон клиента');
    expect(rows).toHaveLength(many);
    const ids = rows.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(many);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
