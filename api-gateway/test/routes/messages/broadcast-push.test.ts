import { randomUUID } from 'node:crypto';
import { type Audience, broadcastRoutes } from '@pvz/contracts/api/broadcasts';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { sql } from 'kysely';
import { scheduledJobs } from '../../../src/plugins/app/jobs.js';
import { drainJob } from '../../../src/services/jobs/run-job.js';
import { fakePushConfig, RecordingPushSender } from '../../helpers/fake-push.js';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

const sender = new RecordingPushSender();
const pushJob = scheduledJobs(sender).find((job) => job.name === 'notifications.push');

let t: TestApp;
let admin: Client;
let point: number;

beforeAll(async () => {
  t = await createTestApp({ push: fakePushConfig(sender) });
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ Push');
  const sveta = await staffWith(t.app, admin, { username: 'sveta', role: 'PVZ', scope: scopeOf([point]) });
  await staffWith(t.app, admin, { username: 'kostya', role: 'COURIER', scope: scopeOf([point]) });
  await sveta.post(notificationRoutes.createEmployeeToken, { username: 'sveta', token: 'sveta-browser' });
});
afterAll(async () => t.close());
beforeEach(() => {
  sender.sent.length = 0;
});

const send = (audience: Audience, title: string) =>
  admin.post(broadcastRoutes.send, { operationId: randomUUID(), title, message: 'Текст', audience });

const outbox = async (title: string) => {
  const counted = await sql<{ waiting: number; done: number }>`
    select (count(*) filter (where pushed_at is null))::int as waiting,
      (count(*) filter (where pushed_at is not null and push_error is null))::int as done
    from notifications where title = ${title}`.execute(t.database.db);
  return counted.rows[0];
};

describe('pushing a broadcast', () => {
  it('pushes a small audience at once; a recipient without a device leaves the outbox', async () => {
    expect((await send({ kind: 'point', pvzId: point }, 'Смена')).json().recipients).toBe(2);
    expect(sender.sent).toEqual([{ tokens: ['sveta-browser'], message: { title: 'Смена', body: 'Текст', link: '/' } }]);
    expect(await outbox('Смена')).toEqual({ waiting: 0, done: 2 });
  });

  it('leaves a big audience to the outbox job, which offers only the recipients with devices', async () => {
    await sql`
      insert into clients (phone_number, fio, password_hash)
      select '+7900' || lpad(n::text, 7, '0'), 'Клиент ' || n, 'x' from generate_series(1, 150) n`.execute(
      t.database.db,
    );
    await sql`
      insert into client_device_tokens (token, phone_number)
      select 'device-' || n, '+7900' || lpad(n::text, 7, '0') from generate_series(1, 120) n`.execute(t.database.db);

    expect((await send({ kind: 'allClients' }, 'Акция')).json().recipients).toBe(150);
    expect(sender.sent).toHaveLength(0);
    expect(await outbox('Акция')).toEqual({ waiting: 120, done: 30 });

    if (!pushJob) throw new Error('no push job');
    // a round of the job goes on while its batches come back full
    expect(await drainJob(t.database.db, pushJob)).toBe(120);
    expect(sender.sent).toHaveLength(120);
    expect(await outbox('Акция')).toEqual({ waiting: 0, done: 150 });
  });
});
