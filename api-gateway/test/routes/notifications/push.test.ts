import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { sql } from 'kysely';
import { scheduledJobs } from '../../../src/plugins/app/jobs.js';
import { runJobOnce } from '../../../src/services/jobs/run-job.js';
import type { PushMessage, PushResult, PushSender } from '../../../src/services/push/sender.js';
import {
  aClient,
  type Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../../helpers/test-app.js';

/** A messaging provider that records what it was asked to send; `dead` tokens are unknown to it. */
class FakeSender implements PushSender {
  readonly sent: { tokens: string[]; message: PushMessage }[] = [];
  failing = false;
  /** while set, the provider takes its time: a send waits for it */
  slow: Promise<void> | null = null;
  /** called when a send begins */
  onSend: () => void = () => {};

  async send(tokens: readonly string[], message: PushMessage): Promise<PushResult> {
    this.onSend();
    if (this.slow) await this.slow;
    if (this.failing) throw new Error('provider unavailable');
    this.sent.push({ tokens: [...tokens], message });
    const invalidTokens = tokens.filter((token) => token.startsWith('dead'));
    return { invalidTokens, failed: invalidTokens.length };
  }
}

const webConfig = {
  apiKey: 'public-api-key',
  projectId: 'pvz-test',
  messagingSenderId: '123',
  appId: '1:123:web:abc',
  vapidKey: 'vapid-public-key',
};

let t: TestApp;
let admin: Client;
let client: Client;
const sender = new FakeSender();
const pushJob = scheduledJobs(sender).find((job) => job.name === 'notifications.push');

beforeAll(async () => {
  t = await createTestApp({ push: { serviceAccountJson: '{}', web: webConfig, sender } });
  admin = await signedInAdmin(t.app);
  client = await registeredClient(t.app);
  await client.post(notificationRoutes.createClientToken, { phoneNumber: aClient.phoneNumber, token: 'live-token' });
  await client.post(notificationRoutes.createClientToken, { phoneNumber: aClient.phoneNumber, token: 'dead-token' });
});
afterAll(async () => t.close());
beforeEach(() => {
  sender.sent.length = 0;
  sender.failing = false;
  sender.slow = null;
  sender.onSend = () => {};
});

const stored = (title: string) =>
  sql`insert into notifications (phone_number, title, message) values (${aClient.phoneNumber}, ${title}, 'Текст')`.execute(
    t.database.db,
  );

const pushState = (title: string) =>
  t.database.db
    .selectFrom('notifications')
    .select(['pushed_at', 'push_error'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow();

describe('push delivery', () => {
  it('pushes a message to the recipient’s devices at once and forgets tokens the provider no longer knows', async () => {
    const sent = await admin.post(notificationRoutes.messageClient, {
      title: 'Привет',
      message: 'Текст',
      phoneNumber: aClient.phoneNumber,
    });
    expect(sent.statusCode).toBe(200);
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]?.tokens.sort()).toEqual(['dead-token', 'live-token']);
    expect(sender.sent[0]?.message).toEqual({ title: 'Привет', body: 'Текст', link: '/client/main' });
    expect((await pushState('Привет')).pushed_at).not.toBeNull();
    const tokens = await client.post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber });
    expect(tokens.json().tokens).toEqual(['live-token']);
  });

  it('never fails the request when the provider fails; the notification is still listed', async () => {
    sender.failing = true;
    const sent = await admin.post(notificationRoutes.messageClient, {
      title: 'Сбой',
      message: 'Текст',
      phoneNumber: aClient.phoneNumber,
    });
    expect(sent.statusCode).toBe(200);
    expect((await pushState('Сбой')).push_error).toBe('provider unavailable');
    const listed = (await client.get(notificationRoutes.list)).json();
    expect(listed.items[0].title).toBe('Сбой');
  });

  it('pushes notifications the database stored by itself from the outbox job, once', async () => {
    expect(pushJob).toBeDefined();
    if (!pushJob) return;
    // as the goods acceptance function and the barcode job store them
    await sql`insert into notifications (phone_number, title, message) values (${aClient.phoneNumber}, 'Статус заказа', 'Готов')`.execute(
      t.database.db,
    );
    expect(await runJobOnce(t.database.db, pushJob)).toBe(1);
    expect(sender.sent.map((push) => push.message.title)).toEqual(['Статус заказа']);
    expect(await runJobOnce(t.database.db, pushJob)).toBe(0);
    expect(sender.sent).toHaveLength(1);
  });

  it('does not push what waited in the outbox for more than a day', async () => {
    if (!pushJob) return;
    await sql`insert into notifications (phone_number, title, message, created_at)
      values (${aClient.phoneNumber}, 'Старое', 'Давно', now() - interval '2 days')`.execute(t.database.db);
    await runJobOnce(t.database.db, pushJob);
    expect(sender.sent).toHaveLength(0);
    expect(await pushState('Старое')).toMatchObject({ push_error: 'expired' });
  });

  it('holds nothing while the provider answers: the notification can be read meanwhile', async () => {
    if (!pushJob) return;
    await stored('Медленно');
    let answer = () => {};
    sender.slow = new Promise((resolve) => {
      answer = resolve;
    });
    const sending = new Promise<void>((resolve) => {
      sender.onSend = resolve;
    });
    const run = runJobOnce(t.database.db, pushJob);
    await sending;

    const read = sql`update notifications set read_at = now() where title = 'Медленно'`.execute(t.database.db);
    const waited = await Promise.race([
      read.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2_000)),
    ]);
    answer();
    expect(waited).toBe(false);
    expect(await run).toBe(1);
    expect((await pushState('Медленно')).pushed_at).not.toBeNull();
  });

  it('leaves what another run has claimed, and takes it again once that claim has run out', async () => {
    if (!pushJob) return;
    await stored('Занято');
    await sql`update notifications set push_claimed_until = now() + interval '1 hour' where title = 'Занято'`.execute(
      t.database.db,
    );
    expect(await runJobOnce(t.database.db, pushJob)).toBe(0);
    await sql`update notifications set push_claimed_until = now() - interval '1 minute' where title = 'Занято'`.execute(
      t.database.db,
    );
    expect(await runJobOnce(t.database.db, pushJob)).toBe(1);
    expect(sender.sent.map((push) => push.message.title)).toEqual(['Занято']);
  });

  it('pushes each notification once when runs meet (two instances, a round and an immediate attempt)', async () => {
    if (!pushJob) return;
    for (const title of ['Раз', 'Два', 'Три']) await stored(title);
    const [first, second] = await Promise.all([runJobOnce(t.database.db, pushJob), runJobOnce(t.database.db, pushJob)]);
    expect((first ?? 0) + (second ?? 0)).toBe(3);
    expect(sender.sent.map((push) => push.message.title).sort()).toEqual(['Два', 'Раз', 'Три']);
  });

  it('serves the public web config, never the service account', async () => {
    const answer = (await client.get(notificationRoutes.pushConfig)).json();
    expect(answer).toEqual({ config: webConfig });
    expect(JSON.stringify(answer)).not.toContain('serviceAccount');
  });
});
