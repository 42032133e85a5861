import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages } from '@pvz/contracts/messages';
import { scheduledJobs } from '../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../src/services/jobs/run-job.js';
import {
  aClient,
  type Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../helpers/test-app.js';
import { onPostgres } from '../helpers/test-database.js';
import { createRows, op, pointWithCells, stored } from '../routes/goods/goods-fixtures.js';

/** The jobs run with a controlled clock: "now" is handed to them, the rows' ages are set in the database. */
let t: TestApp;
let admin: Client;
let point: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ заданий', 3);
  await registeredClient(t.app);
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const jobNamed = (name: string) => {
  const job = scheduledJobs(null).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job;
};
const cancelBarcodes = jobNamed('goods.cancel-uncollected-barcodes');
const switchPrepaid = jobNamed('goods.switch-to-prepaid');

async function createdAt(id: number, at: Date) {
  await t.database.db.updateTable('goods').set({ created_at: at }).where('id', '=', id).execute();
}

describe('scheduled goods jobs', () => {
  it('cancels a barcode delivery not at the sorting centre 24 h after it was made, and tells the client once', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const rows = await createRows(admin, 'barcode', { fromName: aClient.phoneNumber, dispatchPVZ: point }, 3);
    const [old, older, fresh] = rows.map((row) => row.id) as [number, number, number];
    await createdAt(old, new Date(now.getTime() - 25 * HOUR));
    await createdAt(older, new Date(now.getTime() - 30 * HOUR));
    await createdAt(fresh, new Date(now.getTime() - 23 * HOUR));
    const sorted = (await createRows(admin, 'barcode', { fromName: aClient.phoneNumber, dispatchPVZ: point }))[0];
    if (!sorted) throw new Error('no row');
    await admin.post(goodsRoutes.toSortingCenter('barcode'), { operationId: op(), ids: [sorted.id] });
    await createdAt(sorted.id, new Date(now.getTime() - 48 * HOUR));

    expect(await runJobOnce(t.database.db, cancelBarcodes, now)).toBe(2);
    expect((await stored(t, old)).deleted_at).toEqual(now);
    expect((await stored(t, older)).deleted_at).toEqual(now);
    expect((await stored(t, fresh)).deleted_at).toBeNull();
    expect((await stored(t, sorted.id)).deleted_at).toBeNull();
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('phone_number', '=', aClient.phoneNumber)
      .where('title', '=', messages.barcodeOutdatedTitle)
      .execute();
    expect(notes).toEqual([{ title: messages.barcodeOutdatedTitle, message: messages.barcodeOutdated }]);
    // run again: nothing more to cancel
    expect(await runJobOnce(t.database.db, cancelBarcodes, now)).toBe(0);
  });

  it('switches post-paid purchases to prepaid after 11 days, leaving younger ones', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const rows = await createRows(
      admin,
      'purchase',
      { fromName: '+79150000001', dispatchPVZ: point, prepaid: false },
      2,
    );
    const [old, young] = rows.map((row) => row.id) as [number, number];
    await createdAt(old, new Date(now.getTime() - 11 * DAY - HOUR));
    await createdAt(young, new Date(now.getTime() - 10 * DAY));

    expect(await runJobOnce(t.database.db, switchPrepaid, now)).toBe(1);
    expect((await stored(t, old)).prepaid).toBe(true);
    expect((await stored(t, young)).prepaid).toBe(false);
    const events = await t.database.db
      .selectFrom('goods_events')
      .select(['type', 'actor'])
      .where('goods_id', '=', old)
      .execute();
    expect(events.at(-1)).toEqual({ type: 'edited', actor: 'система' });
  });

  it('never runs a job twice at the same moment: a second instance skips the round', async () => {
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    const slow = {
      name: 'test.slow',
      run: async () => {
        runs += 1;
        active += 1;
        mostActive = Math.max(mostActive, active);
        await new Promise((resolve) => setTimeout(resolve, 200));
        active -= 1;
        return 1;
      },
    };
    const answers = await Promise.all([runJobOnce(t.database.db, slow), runJobOnce(t.database.db, slow)]);
    expect(mostActive).toBe(1);
    // PostgreSQL: the second transaction finds the lock taken and skips; the embedded database
    // serves one instance and runs its transactions one after another, so the second runs after
    expect(answers.sort()).toEqual(onPostgres ? [1, null] : [1, 1]);
    expect(runs).toBe(onPostgres ? 1 : 2);
  });
});
