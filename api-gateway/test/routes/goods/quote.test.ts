import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { createRows, op, pointWithCells } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let otherPoint: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ расчёта', 5);
  otherPoint = await pointWithCells(admin, 'ПВЗ чужой', 5);
  await admin.post('/api/pvz-percent/set-percent', { pvzId: point, marketplaceId: 1, kind: 'purchase', percent: 7.5 });
});
afterAll(async () => t.close());

const quote = (caller: Client, row: object, id?: number, kind: 'purchase' | 'barcode' | 'shop' = 'purchase') =>
  caller.post(goodsRoutes.quote(kind), { ...(id !== undefined && { id }), row });
const goodsCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the goods form quote', () => {
  it('answers what a creation with the same inputs saves, the percentage of its link included', async () => {
    const inputs = { dispatchPVZ: point, productLink: 'https://m.ozon.ru/p/1', priceSite: 2450_00 };
    const answer = await quote(admin, inputs);
    expect(answer.statusCode).toBe(200);
    // the form filled quickly, before any percentage was shown: the quote already has the table's 7.5 %
    expect(answer.json()).toEqual({
      marketplace: { id: 1, name: 'Ozon' },
      percent: 7.5,
      amountFromClient: 2633_75,
      profit: 183_75,
    });
    const [saved] = await createRows(admin, 'purchase', { fromName: '+79131230000', ...inputs });
    expect({ due: saved?.amountFromClient, income: saved?.profit, percent: saved?.percentClient }).toEqual({
      due: answer.json().amountFromClient,
      income: answer.json().profit,
      percent: 7.5,
    });
  });

  it('takes the percentage and marketplace the form names, and the default percentage elsewhere', async () => {
    const typed = (await quote(admin, { dispatchPVZ: point, priceSite: 1000_00, percentClient: 3 })).json();
    expect(typed).toMatchObject({ marketplace: null, percent: 3, amountFromClient: 1030_00 });
    const chosen = (await quote(admin, { dispatchPVZ: otherPoint, marketplace: 1, priceSite: 1000_00 })).json();
    expect(chosen).toMatchObject({ marketplace: { id: 1, name: 'Ozon' }, percent: 10 });
    const shop = (await quote(admin, { dispatchPVZ: point, priceSite: 99_90 }, undefined, 'shop')).json();
    expect(shop).toMatchObject({ amountFromClient: 99_90 });
  });

  it('answers an edit from the stored row with the changes, and the stored money of a handed-over row', async () => {
    const [row] = await createRows(admin, 'purchase', {
      fromName: '+79131230001',
      dispatchPVZ: point,
      priceSite: 1000_00,
      percentClient: 10,
    });
    const id = row?.id ?? 0;
    expect((await quote(admin, { prepayment: 100_00 }, id)).json()).toMatchObject({
      percent: 10,
      amountFromClient: 1000_00,
    });
    const edited = await admin.post(goodsRoutes.edit('purchase'), {
      operationId: op(),
      id,
      row: { prepayment: 100_00 },
    });
    expect(edited.json().row.amountFromClient).toBe(1000_00);
  });

  it('refuses bad input in the words of creation and writes nothing', async () => {
    const before = await goodsCount();
    const cases: [object, number, string?][] = [
      [{ priceSite: 1000_00 }, 400, messages.pointRequired],
      [{ dispatchPVZ: point, percentClient: 1.234 }, 400, messages.percentInvalid],
      [{ dispatchPVZ: point, productLink: 'ozon.ru/p/1' }, 400, messages.linkInvalid],
      [{ dispatchPVZ: point, priceSite: -1 }, 400],
      [{ dispatchPVZ: point, priceSite: 1.5 }, 400],
      [{ dispatchPVZ: point, marketplace: 999_999 }, 404, messages.marketplaceUnknown],
      [{ dispatchPVZ: 999_999 }, 404, messages.pointUnknown],
    ];
    for (const [row, status, error] of cases) {
      const answer = await quote(admin, row);
      expect({ row, status: answer.statusCode }).toEqual({ row, status });
      if (error) expect(answer.json().error).toBe(error);
    }
    expect((await quote(admin, {}, 999_999)).statusCode).toBe(404);
    expect(await goodsCount()).toBe(before);
  });

  it("keeps to the caller's points and columns", async () => {
    const operator = await staffWith(t.app, admin, {
      username: 'quote-operator',
      role: 'PVZ',
      scope: scopeOf([point], point),
      overrides: {
        pages: { 'goods-purchase': 'write' },
        columns: { purchase: { profit: 'hidden', priceSite: 'write', dispatchPVZ: 'write', percentClient: 'read' } },
      },
    });
    const mine = await quote(operator, { dispatchPVZ: point, priceSite: 1000_00 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).not.toHaveProperty('profit');
    expect(mine.json()).toHaveProperty('amountFromClient');
    const foreign = await quote(operator, { dispatchPVZ: otherPoint });
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({
      status: 403,
      error: messages.pointOutOfScope,
    });
    // a percentage the operator may not write cannot be tried out either
    expect((await quote(operator, { dispatchPVZ: point, percentClient: 1 })).statusCode).toBe(403);
  });
});
