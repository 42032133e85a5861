import { scheduledJobs } from '../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../src/services/jobs/run-job.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const job = scheduledJobs(null).find((candidate) => candidate.name === 'security.forget-old-attempts');

describe('forgetting old attempts', () => {
  it('removes the failures, counted events and code requests older than a day, and keeps the rest', async () => {
    if (!job) throw new Error('no such job');
    const now = new Date('2026-11-25T12:00:00Z');
    const old = new Date('2026-11-24T11:00:00Z');
    const fresh = new Date('2026-11-25T11:30:00Z');
    const { db } = t.database;
    for (const at of [old, fresh]) {
      await db.insertInto('login_failures').values({ account: 'staff:x', ip: '10.0.0.1', created_at: at }).execute();
      await db.insertInto('throttle_events').values({ bucket: 'registration', key: 'a', created_at: at }).execute();
      await db
        .insertInto('one_time_codes')
        .values({
          id: crypto.randomUUID(),
          phone: '+79000000000',
          purpose: 'login',
          ip: '10.0.0.1',
          created_at: at,
          expires_at: at,
        })
        .execute();
    }
    expect(await runJobOnce(db, job, now)).toBe(3);
    const left = await Promise.all(
      (['login_failures', 'throttle_events', 'one_time_codes'] as const).map((table) =>
        db.selectFrom(table).select('created_at').execute(),
      ),
    );
    expect(left.map((rows) => rows.map((row) => row.created_at))).toEqual([[fresh], [fresh], [fresh]]);
  });
});
