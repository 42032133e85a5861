import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { INVENTORY_CODES_MAX, type InventoryReport, inventoryRoutes } from '@pvz/contracts/api/inventory';
import type { CounterKind } from '@pvz/contracts/goods';
import { describe as describeMessage, messages } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { acceptScan, createRows, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let pointP: number;
let pointQ: number;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  pointP = await pointWithCells(admin, 'ПВЗ инвентаризации', 10);
  pointQ = await pointWithCells(admin, 'ПВЗ соседний', 10);
  operator = await staffWith(t.app, admin, { username: 'counter', role: 'PVZ', scope: scopeOf([pointP], pointP) });
});
afterAll(async () => t.close());

const check = (caller: Client, pvzId: number, codes: string[], operationId = op(), scope: 'point' | 'shop' = 'point') =>
  caller.post(inventoryRoutes.check(scope), { operationId, pvzId, codes });

async function accepted(pointId: number, phone: string, priceSite = 1000_00) {
  const row = await sortedPurchase(admin, pointId, phone, priceSite);
  const response = await acceptScan(admin, pointId, `1/${row.id}`);
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
  return row;
}

async function acceptedOfKind(kind: CounterKind, pointId: number, phone: string) {
  const [row] = await createRows(admin, kind, { fromName: phone, dispatchPVZ: pointId });
  if (!row) throw new Error('no row');
  await admin.post(goodsRoutes.toSortingCenter(kind), { operationId: op(), ids: [row.id] });
  const code = kind === 'shop' ? `shop/1/${row.id}` : `${kind === 'purchase' ? 1 : 2}/${row.id}`;
  const response = await acceptScan(admin, pointId, code);
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
  return row;
}

const due = async (id: number) => (await stored(t, id)).amount_due;
const reportCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('inventory_reports')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** One parcel of each case at P (and one of Q), the fixture of the issue's test. */
async function shelves() {
  const present = await accepted(pointP, '+79120000101', 500_00);
  const missing = await accepted(pointP, '+79120000102', 700_00);
  const stranger = await accepted(pointQ, '+79120000103', 900_00);
  const issued = await accepted(pointP, '+79120000104', 1100_00);
  const handOver = await admin.post(goodsRoutes.issue, {
    operationId: op(),
    pvzId: pointP,
    ids: [issued.id],
    outcome: 'cash',
  });
  if (handOver.statusCode !== 200) throw new Error(`issue failed: ${handOver.body}`);
  const neverAccepted = await sortedPurchase(admin, pointP, '+79120000105', 1300_00);
  return { present, missing, stranger, issued, neverAccepted };
}

describe('inventory check', () => {
  let report: InventoryReport;
  let rows: Awaited<ReturnType<typeof shelves>>;

  it('answers the four lists exactly, with counts, sums and the unknown codes, and saves the report with its author', async () => {
    rows = await shelves();
    const response = await check(operator, pointP, [
      `https://pvz.example/spreadsheets/record/1/${rows.present.id}`,
      // the same item twice, once in the short form, once typed in the Russian layout: counted once
      `1/${rows.present.id}`,
      `1.${rows.present.id}`,
      `1/${rows.stranger.id}`,
      `1/${rows.issued.id}`,
      `1/${rows.neverAccepted.id}`,
      '1/99999999',
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(messages.inventoryChecked);
    report = answer.report;
    const ids = (list: keyof InventoryReport['lists']) => report.lists[list].map((row) => row.goodsId);
    expect(ids('missing')).toEqual([rows.missing.id]);
    expect(ids('another')).toEqual([rows.stranger.id]);
    expect(ids('issued')).toEqual([rows.issued.id]);
    expect(ids('neverAccepted')).toEqual([rows.neverAccepted.id]);
    expect(report.unknownCodes).toEqual(['1/99999999']);
    expect(report).toMatchObject({
      scope: 'point',
      author: 'counter',
      point: { id: pointP, name: 'ПВЗ инвентаризации' },
      scanned: 5,
      found: 1,
      unknownCount: 1,
      totals: {
        missing: { count: 1, sum: await due(rows.missing.id) },
        another: { count: 1, sum: await due(rows.stranger.id) },
        issued: { count: 1, sum: await due(rows.issued.id) },
        neverAccepted: { count: 1, sum: await due(rows.neverAccepted.id) },
      },
    });
    expect(report.totals.missing.sum).toBeGreaterThan(0);
    expect(report.lists.missing[0]).toEqual({
      goodsId: rows.missing.id,
      kind: 'purchase',
      status: 'at-point',
      phone: '+79120000102',
      product: '',
      cell: (await stored(t, rows.missing.id)).cell,
      amount: await due(rows.missing.id),
      point: 'ПВЗ инвентаризации',
    });
    expect(report.lists.another[0]?.point).toBe('ПВЗ соседний');
    expect(report.lists.issued[0]?.status).toBe('issued');

    const saved = await t.database.db
      .selectFrom('inventory_reports')
      .innerJoin('users', 'users.id', 'inventory_reports.author_id')
      .select(['inventory_reports.author', 'users.username', 'inventory_reports.point_id'])
      .where('inventory_reports.id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ author: 'counter', username: 'counter', point_id: pointP });
  });

  it('opens the saved report as it was answered, even after the goods change', async () => {
    await acceptScan(admin, pointP, `1/${rows.neverAccepted.id}`);
    const response = await operator.get(`${inventoryRoutes.report('point')}?id=${report.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(report);
  });

  it("keeps the client's phone and the amounts out of a report for a user who may not see them", async () => {
    const restricted = await staffWith(t.app, admin, {
      username: 'counter-without-money',
      role: 'PVZ',
      scope: scopeOf([pointP], pointP),
      overrides: { pages: {}, columns: { purchase: { fromName: 'hidden', amountFromClient: 'hidden' } } },
    });
    const opened = (await restricted.get(`${inventoryRoutes.report('point')}?id=${report.id}`)).json();
    const shown: InventoryReport['lists']['missing'] = opened.lists.missing;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((row) => row.phone === null && row.amount === null)).toBe(true);
    expect(opened.totals.missing).toEqual({ count: report.totals.missing.count, sum: null });
    const listed = (
      await restricted.get(`${inventoryRoutes.reports('point')}?pvzId=${pointP}&page=0&pageSize=10`)
    ).json();
    expect(listed.rows[0].totals.missing.sum).toBeNull();
    // the report itself is unchanged for those who may see it
    expect((await operator.get(`${inventoryRoutes.report('point')}?id=${report.id}`)).json()).toEqual(report);
  });

  it('lists the reports newest first with the four counts, of one point or of every point in scope', async () => {
    const ofQ = (await check(admin, pointQ, [`1/${rows.stranger.id}`])).json().report as InventoryReport;
    const all = (await admin.get(`${inventoryRoutes.reports('point')}?page=0&pageSize=10`)).json();
    expect(all.total).toBe(2);
    expect(all.rows.map((row: { id: number }) => row.id)).toEqual([ofQ.id, report.id]);
    const { lists: _, unknownCodes: __, ...summary } = report;
    expect(all.rows[1]).toEqual(summary);

    const mine = (await operator.get(`${inventoryRoutes.reports('point')}?page=0&pageSize=10`)).json();
    expect(mine.rows.map((row: { id: number }) => row.id)).toEqual([report.id]);
    const ofP = (await admin.get(`${inventoryRoutes.reports('point')}?pvzId=${pointP}&page=0&pageSize=1`)).json();
    expect(ofP).toEqual({ rows: [summary], total: 1 });
    const paged = (await admin.get(`${inventoryRoutes.reports('point')}?page=1&pageSize=1`)).json();
    expect(paged.rows.map((row: { id: number }) => row.id)).toEqual([report.id]);
  });

  it('refuses a report of another point, the reports of another point and a check of another point with 403, saving nothing', async () => {
    const ofQ = (await check(admin, pointQ, [`1/${rows.stranger.id}`])).json().report as InventoryReport;
    const before = await reportCount();
    const opened = await operator.get(`${inventoryRoutes.report('point')}?id=${ofQ.id}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error).toBe(messages.pointOutOfScope);
    expect(
      (await operator.get(`${inventoryRoutes.reports('point')}?pvzId=${pointQ}&page=0&pageSize=10`)).statusCode,
    ).toBe(403);
    const checked = await check(operator, pointQ, [`1/${rows.stranger.id}`]);
    expect(checked.statusCode).toBe(403);
    expect(checked.json().error).toBe(messages.pointOutOfScope);
    expect(await reportCount()).toBe(before);
  });

  it('answers 404 for no such report, and for a report of the other count', async () => {
    const missing = await admin.get(`${inventoryRoutes.report('point')}?id=99999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(messages.inventoryReportNotFound);
    expect((await admin.get(`${inventoryRoutes.report('shop')}?id=${report.id}`)).statusCode).toBe(404);
  });

  it('saves one report for a replayed operation id and answers the first answer', async () => {
    const id = op();
    const before = await reportCount();
    const first = await check(operator, pointP, [`1/${rows.present.id}`], id);
    const again = await check(operator, pointP, [`1/${rows.present.id}`], id);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await reportCount()).toBe(before + 1);
  });

  it('refuses an empty, oversized or invalid body with 400 and a clear message, saving nothing', async () => {
    const before = await reportCount();
    const empty = await check(operator, pointP, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(messages.inventoryNothingScanned);

    const tooMany = await check(
      operator,
      pointP,
      Array.from({ length: INVENTORY_CODES_MAX + 1 }, (_, index) => `1/${index + 1}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(`${messages.badRequest}: поле «codes» — слишком много элементов`);

    const box = await check(operator, pointP, [`1/${rows.present.id}`, 'https://pvz.example/box/1/5']);
    expect(box.statusCode).toBe(400);
    expect(box.json().error).toBe(describeMessage.inventoryCodeUnreadable('https://pvz.example/box/1/5'));
    expect((await check(operator, pointP, ['мусор'])).statusCode).toBe(400);

    const noPoint = await operator.post(inventoryRoutes.check('point'), { operationId: op(), codes: ['1/1'] });
    expect(noPoint.statusCode).toBe(400);
    const badOperation = await operator.post(inventoryRoutes.check('point'), {
      operationId: 'x',
      pvzId: pointP,
      codes: ['1/1'],
    });
    expect(badOperation.statusCode).toBe(400);
    expect(await reportCount()).toBe(before);
  });
});

describe('old labels', () => {
  it('counts a purchase by the label of the product before this one', async () => {
    const pointO = await pointWithCells(admin, 'ПВЗ со старыми этикетками', 5);
    const parcel = await acceptedOfKind('purchase', pointO, '+79120000301');
    await t.database.db.updateTable('goods').set({ old_id: 777_001 }).where('id', '=', parcel.id).execute();
    const response = await check(admin, pointO, ['https://old.example/spreadsheets/record/old/1-777001']);
    const report = response.json().report as InventoryReport;
    expect(report).toMatchObject({ scanned: 1, found: 1, unknownCount: 0 });
    expect(report.lists.missing).toEqual([]);
  });
});

describe('the two counts', () => {
  let pointS: number;
  beforeAll(async () => {
    pointS = await pointWithCells(admin, 'ПВЗ с магазином', 10);
  });

  it("puts a shop item scanned in the point's count in «Чужой ПВЗ» and leaves it out of the point's missing", async () => {
    const parcel = await acceptedOfKind('purchase', pointS, '+79120000201');
    const delivery = await acceptedOfKind('barcode', pointS, '+79120000202');
    const shopItem = await acceptedOfKind('shop', pointS, '+79120000203');
    const response = await check(admin, pointS, [`1/${parcel.id}`, `shop/1/${shopItem.id}`]);
    const report = response.json().report as InventoryReport;
    expect(report.lists.another.map((row) => [row.goodsId, row.kind])).toEqual([[shopItem.id, 'shop']]);
    expect(report.lists.missing.map((row) => row.goodsId)).toEqual([delivery.id]);
    expect(report.found).toBe(1);
  });

  it("counts only the shop's goods in the shop's count, on its own page", async () => {
    const shopItem = await acceptedOfKind('shop', pointS, '+79120000204');
    const response = await check(admin, pointS, [`shop/1/${shopItem.id}`], op(), 'shop');
    const report = response.json().report as InventoryReport;
    expect(report.scope).toBe('shop');
    // the shop item of the test before lies there too and was not scanned
    expect(report.lists.missing.map((row) => row.kind)).toEqual(['shop']);
    expect(report.found).toBe(1);
    // a point operator has the point's count, not the shop's
    expect((await check(operator, pointP, ['1/1'], op(), 'shop')).statusCode).toBe(403);
    const shopReports = (await admin.get(`${inventoryRoutes.reports('shop')}?page=0&pageSize=10`)).json();
    expect(shopReports.rows.map((row: { id: number }) => row.id)).toEqual([report.id]);
  });
});
