import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { type Client, createTestApp, signedInAdmin, type TestApp } from '../../helpers/test-app.js';
import { onPostgres } from '../../helpers/test-database.js';
import { acceptScan, eventsOf, op, pointWithCells, sortedPurchase, stored } from './goods-fixtures.js';

/**
 * Two operators at one counter. On PostgreSQL the requests really run at once on separate
 * connections; on the embedded database they interleave at statement boundaries.
 */
let t: TestApp;
let admin: Client;
let point: number;
// a point of 40 cells takes a while to set up when the other suites keep both cores busy
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ очереди', 40);
}, 90_000);
afterAll(async () => t.close());

const phoneOf = (index: number) => `+7914000${String(index).padStart(4, '0')}`;

describe(`acceptance under concurrency (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never puts two clients in one cell when their parcels are accepted at the same moment', async () => {
    const rows = await Promise.all(
      Array.from({ length: 16 }, (_, index) => sortedPurchase(admin, point, phoneOf(index))),
    );
    const answers = await Promise.all(rows.map((row) => acceptScan(admin, point, `1/${row.id}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
    const cells = answers.map((answer) => answer.json().cell as number);
    expect(new Set(cells).size).toBe(rows.length);
    expect([...cells].sort((a, b) => a - b)).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
  });

  it("puts one client's parcels accepted at the same moment into one cell", async () => {
    const rows = await Promise.all(Array.from({ length: 8 }, () => sortedPurchase(admin, point, phoneOf(100))));
    const answers = await Promise.all(rows.map((row) => acceptScan(admin, point, `1/${row.id}`)));
    expect(new Set(answers.map((answer) => answer.json().cell)).size).toBe(1);
  });

  it('applies an operation sent five times at once exactly once, answering each with the same result', async () => {
    const row = await sortedPurchase(admin, point, phoneOf(200));
    const id = op();
    const answers = await Promise.all(Array.from({ length: 5 }, () => acceptScan(admin, point, `1/${row.id}`, id)));
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await eventsOf(t, row.id)).filter((event) => event.type === 'accepted')).toHaveLength(1);
  });

  it("never leaves a parcel in a freed cell when the client's last parcel goes out as a new one comes in", async () => {
    const phone = phoneOf(300);
    const leaving = await sortedPurchase(admin, point, phone);
    await acceptScan(admin, point, `1/${leaving.id}`);
    const arriving = await sortedPurchase(admin, point, phone);
    const [issued, accepted] = await Promise.all([
      admin.post(goodsRoutes.issue, { operationId: op(), pvzId: point, ids: [leaving.id], outcome: 'cash' }),
      acceptScan(admin, point, `1/${arriving.id}`),
    ]);
    expect([issued.statusCode, accepted.statusCode]).toEqual([200, 200]);
    const newCell = (await stored(t, arriving.id)).cell;
    const holder = await t.database.db
      .selectFrom('cells')
      .select('client_phone')
      .where('point_id', '=', point)
      .where('number', '=', newCell ?? 0)
      .executeTakeFirstOrThrow();
    // whichever ran first, the new parcel's cell belongs to the client
    expect(holder.client_phone).toBe(phone);
  });
});
