import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { type Kysely, sql } from 'kysely';
import { up as postHistory } from '../../../src/db/migrations/0023-goods-money-ledger.js';
import { pointMoneyAccounts } from '../../../src/services/ledger/goods-money.js';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { acceptScan, op, pointWithCells, sortedPurchase } from './goods-fixtures.js';

let t: TestApp;
let admin: Client;
let point: number;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ кассы', 20);
  operator = await staffWith(t.app, admin, { username: 'cashier', role: 'PVZ', scope: scopeOf([point], point) });
});
afterAll(async () => t.close());

/** A parcel at the point: 1 004,50 ₽ on the site, 10 % → 1 104,95 ₽, 1 100 ₽ in cash. */
async function accepted(phone: string) {
  const row = await sortedPurchase(admin, point, phone, 1004_50);
  expect((await acceptScan(operator, point, `1/${row.id}`)).statusCode).toBe(200);
  return row.id as number;
}

/** The point's money in the ledger: its cash box, its online money (posted, kopecks). */
async function pointMoney(pointId = point) {
  const accounts = await pointMoneyAccounts(t.database.db, pointId);
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select(['id', (eb) => eb('credits_posted', '-', eb.ref('debits_posted')).as('posted')])
    .where('id', 'in', [accounts.cash, accounts.online])
    .execute();
  const postedOf = (id: number) => Number(rows.find((row) => row.id === id)?.posted);
  return { cash: postedOf(accounts.cash), online: postedOf(accounts.online) };
}

const transfersOf = (goodsId: number) =>
  t.database.db
    .selectFrom('ledger_transfers')
    .select(['amount', 'kind', 'reference'])
    .where('reference', 'like', `goods:%${goodsId}%`)
    .execute();

describe('the money a hand-over takes, in the ledger', () => {
  it("posts cash to the point's cash box and online money to its online account, once per operation", async () => {
    const before = await pointMoney();
    const [first, second] = [await accepted('+79131110001'), await accepted('+79131110001')];
    const operationId = op();
    const cash = { operationId, pvzId: point, ids: [first, second], outcome: 'cash' };
    const answers = await Promise.all([1, 2, 3].map(() => operator.post(goodsRoutes.issue, cash)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // each parcel's 1 104,95 ₽ is taken as 1 100 ₽
    expect(await pointMoney()).toEqual({ cash: before.cash + 2200_00, online: before.online });
    expect(await transfersOf(first)).toEqual([
      { amount: 2200_00, kind: 'goods-cash', reference: `goods:${first},${second}` },
    ]);

    const paidOnline = await accepted('+79131110002');
    await operator.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [paidOnline], outcome: 'online' });
    expect(await pointMoney()).toEqual({ cash: before.cash + 2200_00, online: before.online + 1104_95 });
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('posts a cash refusal fee, and nothing for a defect', async () => {
    const before = await pointMoney();
    const refused = await accepted('+79131110003');
    await operator.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [refused],
      outcome: 'refusal-cash',
    });
    const defect = await accepted('+79131110004');
    await operator.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [defect], outcome: 'defect' });
    expect(await pointMoney()).toEqual({ cash: before.cash + 100_00, online: before.online });
    expect(await transfersOf(defect)).toEqual([]);
  });

  it('posts nothing when the hand-over is refused', async () => {
    const before = await pointMoney();
    const parcel = await accepted('+79131110005');
    const other = await accepted('+79131110006');
    const mixed = await operator.post(goodsRoutes.issue, {
      operationId: op(),
      pvzId: point,
      ids: [parcel, other],
      outcome: 'cash',
    });
    expect(mixed.statusCode).toBe(422);
    expect(await pointMoney()).toEqual(before);
  });

  it('posts what points took before the ledger once, dated when it was taken', async () => {
    const elsewhere = await pointWithCells(admin, 'ПВЗ прошлого', 5);
    const issuedAt = new Date('2025-03-01T10:00:00Z');
    const history = [
      { outcome: 'cash', collected: 500_00 },
      { outcome: 'refusal-online', collected: 100_00 },
      { outcome: 'defect', collected: 0 },
    ] as const;
    const ids: number[] = [];
    for (const { outcome, collected } of history) {
      const row = await t.database.db
        .insertInto('goods')
        .values({
          kind: 'purchase',
          point_id: elsewhere,
          client_phone: '+79131110007',
          issued_at: issuedAt,
          delivered_pvz_at: issuedAt,
          outcome,
          collected,
          created_by: 'legacy',
          updated_by: 'legacy',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    // the migration as it runs on a database with this history (its accounts are opened by it)
    await sql`delete from ledger_accounts where point_id = ${elsewhere}`.execute(t.database.db);
    await postHistory(t.database.db as unknown as Kysely<unknown>);
    expect(await pointMoney(elsewhere)).toEqual({ cash: 500_00, online: 100_00 });
    const posted = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['key', 'created_at'])
      .where('reference', '=', `goods:${ids[0]}`)
      .execute();
    expect(posted).toEqual([{ key: `goods:${ids[0]}:taken`, created_at: issuedAt }]);
    expect(await networkSum(t.database.db)).toBe(0);
  });
});
