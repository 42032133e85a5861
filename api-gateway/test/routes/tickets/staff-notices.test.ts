import { randomUUID } from 'node:crypto';
import { clientChatRoutes, guestChatRoutes, ticketRoutes, ticketThreadPath } from '@pvz/contracts/api/chat';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { fakePushConfig, RecordingPushSender } from '../../helpers/fake-push.js';
import {
  Client,
  createTestApp,
  pointNamed,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

const sender = new RecordingPushSender();
let t: TestApp;
let admin: Client;
let client: Client;
let northern: Client;
let southern: Client;
let north: number;
let south: number;

beforeAll(async () => {
  t = await createTestApp({ push: fakePushConfig(sender) });
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  client = await registeredClient(t.app);
  northern = await staffWith(t.app, admin, { username: 'chat-north', role: 'PVZ', scope: scopeOf([north], north) });
  southern = await staffWith(t.app, admin, { username: 'chat-south', role: 'PVZ', scope: scopeOf([south], south) });
  await northern.post(notificationRoutes.createEmployeeToken, { username: 'chat-north', token: 'north-device' });
  // signing people in hashes passwords: slow on a busy machine
}, 120_000);
afterAll(async () => t.close());
beforeEach(() => {
  sender.sent.length = 0;
});

const start = async (body: string, pointId: number) =>
  (await client.post(clientChatRoutes.start, { operationId: randomUUID(), body, pointId })).json().id as number;
const write = (threadId: number, body: string) =>
  client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId, body });
const readAll = (staff: Client, threadId: number) =>
  staff.post(ticketRoutes.read, { threadId, messageId: Number.MAX_SAFE_INTEGER });
/** The caller's notices of new chat messages, newest first. */
const noticesOf = async (staff: Client): Promise<string[]> =>
  (await staff.get(notificationRoutes.list))
    .json()
    .items.flatMap((item: { title: string; message: string }) =>
      item.title === messages.chatNewMessageTitle ? [item.message] : [],
    );

describe('notices of a client’s message to staff', () => {
  it('tells the point’s chat staff once while the message is unread, by push too, and no one of another point', async () => {
    const threadId = await start('Где мой заказ?', north);
    expect(await noticesOf(northern)).toEqual(['Иван Петров: Где мой заказ?']);
    expect(await noticesOf(admin)).toEqual(['Иван Петров: Где мой заказ?']);
    expect(sender.sent).toEqual([
      {
        tokens: ['north-device'],
        // a tap on the push opens the thread
        message: {
          title: messages.chatNewMessageTitle,
          body: 'Иван Петров: Где мой заказ?',
          link: ticketThreadPath(threadId),
        },
      },
    ]);

    // a second message before anyone has looked is no second notice
    expect((await write(threadId, 'Алло?')).statusCode).toBe(200);
    expect(await noticesOf(northern)).toHaveLength(1);
    expect(await noticesOf(admin)).toHaveLength(1);

    // once the operator has read the thread, the next message is news again: to them, not to the director who has not looked
    await readAll(northern, threadId);
    await write(threadId, 'Ещё вопрос');
    expect(await noticesOf(northern)).toEqual(['Иван Петров: Ещё вопрос', 'Иван Петров: Где мой заказ?']);
    expect(await noticesOf(admin)).toHaveLength(1);
    expect(await noticesOf(southern)).toEqual([]);
  });

  it('tells only the assignee of a thread, and not while they are in the conversation', async () => {
    const threadId = await start('Хочу вернуть товар', north);
    const assigneeId = (await northern.get('/api/public/auth/me')).json().user.id;
    expect((await admin.post(ticketRoutes.assign, { threadId, userId: assigneeId })).statusCode).toBe(200);
    for (const staff of [admin, northern]) await readAll(staff, threadId);
    const before = { northern: (await noticesOf(northern)).length, admin: (await noticesOf(admin)).length };

    await write(threadId, 'Товар не подошёл');
    expect(await noticesOf(northern)).toHaveLength(before.northern + 1);
    expect(await noticesOf(admin)).toHaveLength(before.admin);

    // the assignee answers: the client's reply reaches their open page, no notice
    await readAll(northern, threadId);
    await northern.post(ticketRoutes.send, { operationId: randomUUID(), threadId, body: 'Оформим', internal: false });
    await write(threadId, 'Спасибо');
    expect(await noticesOf(northern)).toHaveLength(before.northern + 1);
  });

  it('tells of a guest’s message by the guest’s name, to the staff of the point they name', async () => {
    const before = (await noticesOf(northern)).length;
    const guest = new Client(t.app);
    const key = await guest.post(guestChatRoutes.start, {
      name: 'Пётр',
      phone: '+79135550001',
      body: 'Есть примерка?',
      pointId: south,
    });
    expect(key.statusCode).toBe(200);
    expect(await noticesOf(southern)).toEqual(['Пётр: Есть примерка?']);
    expect(await noticesOf(northern)).toHaveLength(before);
  });
});
