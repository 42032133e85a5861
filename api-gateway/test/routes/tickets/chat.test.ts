import { randomUUID } from 'node:crypto';
import { clientChatRoutes, guestChatRoutes, REALTIME_SESSION_ENDED, ticketRoutes } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { CLIENT_MESSAGES_PER_MINUTE } from '../../../src/services/chat/client-threads.js';
import {
  aClient,
  type Client,
  createTestApp,
  pointNamed,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';
import { pngBytes, upload } from '../notifications/upload-fixtures.js';
import { eventOf, liveSocket, messageSaying } from './live-socket.js';

let t: TestApp;
let admin: Client;
let client: Client;
let otherClient: Client;
let operator: Client;
let north: number;
let south: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  client = await registeredClient(t.app);
  otherClient = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000002', fio: 'Ольга' });
  operator = await staffWith(t.app, admin, { username: 'operator-north', role: 'PVZ', scope: scopeOf([north], north) });
});
afterAll(async () => t.close());

const start = (body: string, caller: Client = client, pointId?: number) =>
  caller.post(clientChatRoutes.start, { operationId: randomUUID(), body, ...(pointId && { pointId }) });
const answer = (threadId: number, body: string, internal = false, caller: Client = admin) =>
  caller.post(ticketRoutes.send, { operationId: randomUUID(), threadId, body, internal });
const inbox = async (query = '', caller: Client = admin) => (await caller.get(`${ticketRoutes.list}?${query}`)).json();
const userIdOf = async (staff: Client): Promise<number> => (await staff.get('/api/public/auth/me')).json().user.id;
const idsOf = (threads: { id: number }[]) => threads.map((one) => one.id);
const pointOf = async (threadId: number) =>
  (await admin.get(`${ticketRoutes.thread}?id=${threadId}`)).json().thread.point?.id ?? null;
/** A parcel of the phone bound for the point, made days ago. */
const parcelAt = (pointId: number, phone: string, daysAgo: number) =>
  t.database.db
    .insertInto('goods')
    .values({
      kind: 'purchase',
      client_phone: phone,
      point_id: pointId,
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
      created_by: 'test',
      updated_by: 'test',
    })
    .execute();

describe('the support chat', () => {
  it('opens a thread from the cabinet, waits for staff, keeps staff notes from the client', async () => {
    const opened = await start('  Где мой заказ?\nТрек 123  ', client, south);
    expect(opened.statusCode).toBe(200);
    const thread = opened.json();
    expect(thread).toMatchObject({ subject: 'Где мой заказ? Трек 123', status: 'open' });
    expect(thread.messages.map((one: { body: string }) => one.body)).toEqual(['Где мой заказ?\nТрек 123']);

    const listed = await inbox();
    expect(listed.threads[0]).toMatchObject({ id: thread.id, name: 'Иван Петров', guest: false, unread: 1 });
    expect(listed.threads[0].waitingSince).not.toBeNull();
    expect(listed.counts).toMatchObject({ open: 1, waiting: 1, unread: 1 });

    await answer(thread.id, 'Проверим заказ', true);
    const reply = await answer(thread.id, 'Заказ уже в пути');
    expect(reply.json()).toMatchObject({ author: 'staff', authorName: 'admin', internal: false });
    const seen = (await client.get(clientChatRoutes.list)).json().threads[0];
    expect(seen.messages.map((one: { body: string }) => one.body)).toEqual([
      'Где мой заказ?\nТрек 123',
      'Заказ уже в пути',
    ]);
    expect(seen.readByStaff).toBe(reply.json().id);
    // a client knows support by that name, never by a staff login
    expect(seen.messages[1].authorName).toBe('Поддержка');
    // the answer reaches the client's phone as a notification; the note does not
    const inboxOfClient = JSON.stringify((await client.get('/api/notifications')).json());
    expect(inboxOfClient).toContain('Ответ поддержки');
    expect(inboxOfClient).toContain('Заказ уже в пути');
    expect(inboxOfClient).not.toContain('Проверим заказ');
    const staffView = (await admin.get(`${ticketRoutes.thread}?id=${thread.id}`)).json();
    expect(staffView.messages.map((one: { internal: boolean }) => one.internal)).toEqual([false, true, false]);
    expect(staffView.thread.waitingSince).toBeNull();
    expect(staffView.readByClient).toBeNull();

    // another client, and staff of another point, do not reach it
    const foreign = await otherClient.post(clientChatRoutes.send, {
      operationId: randomUUID(),
      threadId: thread.id,
      body: 'Привет',
    });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, messages.chatThreadNotFound]);
    expect((await operator.get(`${ticketRoutes.thread}?id=${thread.id}`)).statusCode).toBe(404);
    expect((await inbox('', operator)).threads).toEqual([]);
    expect((await otherClient.get(clientChatRoutes.list)).json().threads).toEqual([]);
  });

  it('closes, reopens on the client’s word, assigns, deletes, and refuses bad input', async () => {
    const thread = (await start('Вопрос по возврату')).json();
    expect((await admin.post(ticketRoutes.status, { threadId: thread.id, status: 'closed' })).json().status).toBe(
      'closed',
    );
    const late = await answer(thread.id, 'Ответ');
    expect([late.statusCode, late.json().error]).toEqual([409, messages.chatThreadClosed]);
    await client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body: 'Ещё вопрос' });
    expect((await admin.get(`${ticketRoutes.thread}?id=${thread.id}`)).json().thread.status).toBe('open');

    const assigned = await admin.post(ticketRoutes.assign, { threadId: thread.id, userId: 1 });
    expect(assigned.json().assignedTo).toEqual({ id: 1, name: 'admin' });
    expect((await inbox('view=mine')).threads.map((one: { id: number }) => one.id)).toContain(thread.id);
    expect((await inbox('view=unassigned')).threads.map((one: { id: number }) => one.id)).not.toContain(thread.id);
    const stranger = await staffWith(t.app, admin, { username: 'courier-x', role: 'COURIER' });
    for (const userId of [await userIdOf(stranger), 999_999]) {
      const noChat = await admin.post(ticketRoutes.assign, { threadId: thread.id, userId });
      expect([noChat.statusCode, noChat.json().error]).toEqual([400, messages.chatAssigneeUnknown]);
    }
    expect((await admin.get(`${ticketRoutes.thread}?id=${thread.id}`)).json().thread.assignedTo).toEqual({
      id: 1,
      name: 'admin',
    });

    for (const body of ['   ', 'a\u0000b', 'x'.repeat(4001)]) {
      expect((await answer(thread.id, body)).statusCode).toBe(400);
    }
    // twenty taps of «Отправить» with one operation send one message
    const operationId = randomUUID();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post(ticketRoutes.send, { operationId, threadId: thread.id, body: 'Один раз', internal: false }),
      ),
    );
    const bodies = (await admin.get(`${ticketRoutes.thread}?id=${thread.id}`))
      .json()
      .messages.map((one: { body: string }) => one.body);
    expect(bodies.filter((body: string) => body === 'Один раз')).toHaveLength(1);

    // a photo must be the writer's own, on no other message
    const photo = (await upload(admin, pngBytes, 'фото.png', 'chat')).json().id;
    const theirs = (await upload(client, pngBytes, 'фото.png', 'chat')).json().id;
    const withPhoto = await admin.post(ticketRoutes.send, {
      operationId: randomUUID(),
      threadId: thread.id,
      body: 'Фото',
      internal: false,
      files: [photo],
    });
    expect(withPhoto.json().files).toEqual([photo]);
    // the client sees the photo of an answer; another client does not
    expect((await client.get(`/api/files?id=${photo}`)).statusCode).toBe(200);
    expect((await otherClient.get(`/api/files?id=${photo}`)).statusCode).toBe(404);
    for (const files of [[photo], [theirs]]) {
      const refused = await admin.post(ticketRoutes.send, {
        operationId: randomUUID(),
        threadId: thread.id,
        body: 'Ещё',
        internal: false,
        files,
      });
      expect([refused.statusCode, refused.json().error]).toEqual([400, messages.chatFileInvalid]);
    }

    expect((await admin.post(ticketRoutes.remove, { threadId: thread.id })).statusCode).toBe(200);
    expect((await client.get(clientChatRoutes.list)).json().threads.map((one: { id: number }) => one.id)).not.toContain(
      thread.id,
    );
    expect((await admin.get(`${ticketRoutes.thread}?id=${thread.id}`)).statusCode).toBe(404);
  });

  it('passes a thread to a colleague who works the chat and sees it, and to no one else', async () => {
    const thread = (await start('Передайте коллеге', client, north)).json();
    const operatorId = await userIdOf(operator);
    const southOperator = await staffWith(t.app, admin, {
      username: 'operator-south',
      role: 'PVZ',
      scope: scopeOf([south], south),
    });
    await staffWith(t.app, admin, {
      username: 'reader-north',
      role: 'PVZ',
      scope: scopeOf([north], north),
      overrides: { pages: { 'extra-tickets': 'read' }, columns: {} },
    });
    // the director and the north point's operator; not the south's, not one who only reads the chat, no courier
    const colleagues = await admin.get(`${ticketRoutes.colleagues}?id=${thread.id}`);
    expect(colleagues.json()).toEqual({
      colleagues: [
        { id: 1, name: 'admin' },
        { id: operatorId, name: 'operator-north' },
      ],
    });

    const passed = await admin.post(ticketRoutes.assign, { threadId: thread.id, userId: operatorId });
    expect([passed.statusCode, passed.json().assignedTo]).toEqual([200, { id: operatorId, name: 'operator-north' }]);
    // the colleague finds it among theirs; the director no longer does
    expect(idsOf((await inbox('view=mine', operator)).threads)).toContain(thread.id);
    expect(idsOf((await inbox('view=mine')).threads)).not.toContain(thread.id);
    expect((await operator.get(`${ticketRoutes.thread}?id=${thread.id}`)).json().thread.assignedTo).toEqual({
      id: operatorId,
      name: 'operator-north',
    });

    // a thread of the south point cannot go to the north's operator, who would never see it
    const southern = (await start('Вопрос на юге', client, south)).json();
    expect(idsOf((await admin.get(`${ticketRoutes.colleagues}?id=${southern.id}`)).json().colleagues)).not.toContain(
      operatorId,
    );
    const unseen = await admin.post(ticketRoutes.assign, { threadId: southern.id, userId: operatorId });
    expect([unseen.statusCode, unseen.json().error]).toEqual([400, messages.chatAssigneeUnknown]);
    // nor does the north's operator learn of the south's thread or its people
    expect((await operator.get(`${ticketRoutes.colleagues}?id=${southern.id}`)).statusCode).toBe(404);

    // a thread of no point is everyone's to answer; still, a point's operator learns and passes it only within reach
    const pointless = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000010', fio: 'Без пункта' });
    const network = (await start('Вопрос сети', pointless)).json();
    const southId = await userIdOf(southOperator);
    expect(idsOf((await admin.get(`${ticketRoutes.colleagues}?id=${network.id}`)).json().colleagues)).toContain(
      southId,
    );
    const withinReach = idsOf((await operator.get(`${ticketRoutes.colleagues}?id=${network.id}`)).json().colleagues);
    expect(withinReach).toEqual(expect.arrayContaining([1, operatorId]));
    expect(withinReach).not.toContain(southId);
    const outOfReach = await operator.post(ticketRoutes.assign, { threadId: network.id, userId: southId });
    expect([outOfReach.statusCode, outOfReach.json().error]).toEqual([400, messages.chatAssigneeUnknown]);
  });

  it('lets a guest write by name and phone with a token, and gives the thread to the client who registers that phone', async () => {
    const bad = await admin.post(guestChatRoutes.start, { name: 'Гость', phone: '123', body: 'Здравствуйте' });
    expect(bad.statusCode).toBe(400);
    const nameless = await admin.post(guestChatRoutes.start, { name: '   ', phone: '+79135554433', body: 'Привет' });
    expect(nameless.json()).toMatchObject({ error: messages.chatGuestNameEmpty });
    const key = (
      await new (client.constructor as typeof Client)(t.app).post(guestChatRoutes.start, {
        name: 'Пётр',
        phone: '8 913 555-44-33',
        body: 'Работаете в воскресенье?',
      })
    ).json();
    expect(key.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guest = new (client.constructor as typeof Client)(t.app);
    const seen = await guest.post(guestChatRoutes.thread, key);
    expect(seen.json().messages[0].body).toBe('Работаете в воскресенье?');
    const wrong = await guest.post(guestChatRoutes.thread, { ...key, token: 'A'.repeat(43) });
    expect([wrong.statusCode, wrong.json().error]).toEqual([404, messages.chatGuestKeyInvalid]);
    expect((await guest.post(guestChatRoutes.send, { ...key, body: 'Жду ответа' })).statusCode).toBe(200);
    expect((await inbox()).threads.find((one: { id: number }) => one.id === key.threadId)).toMatchObject({
      name: 'Пётр',
      phone: '+79135554433',
      guest: true,
    });

    const registered = await registeredClient(t.app, { ...aClient, phoneNumber: '+79135554433', fio: 'Пётр Иванов' });
    const adopted = (await registered.get(clientChatRoutes.list)).json().threads;
    expect(adopted.map((one: { id: number }) => one.id)).toEqual([key.threadId]);
    expect((await guest.post(guestChatRoutes.thread, key)).statusCode).toBe(404);
  });

  it('pushes messages, typing and receipts live, keeps notes from the client, and gives a returning socket what it missed', async () => {
    const thread = (await start('Живой чат')).json();
    const staff = await liveSocket(t.app, ticketRoutes.live, admin);
    const mine = await liveSocket(t.app, clientChatRoutes.live, client);
    const theirs = await liveSocket(t.app, clientChatRoutes.live, otherClient);

    await client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body: 'Алло?' });
    await staff.heard(messageSaying('Алло?'));
    await answer(thread.id, 'Только для своих', true);
    await answer(thread.id, 'Слушаю вас');
    await mine.heard(messageSaying('Слушаю вас'));
    await staff.heard(messageSaying('Только для своих'));
    expect(mine.bodies()).not.toContain('Только для своих');

    mine.send({ type: 'typing', threadId: thread.id });
    expect(await staff.heard(eventOf('typing'))).toMatchObject({ threadId: thread.id, by: 'client' });
    staff.send({ type: 'ping' });
    await staff.heard(eventOf('pong'));
    await client.post(clientChatRoutes.read, { threadId: thread.id, messageId: Number.MAX_SAFE_INTEGER });
    const read = await staff.heard(eventOf('read'));
    expect(read).toMatchObject({ threadId: thread.id, by: 'client' });
    // the thread shows staff how far the client has read
    const staffView = (await admin.get(`${ticketRoutes.thread}?id=${thread.id}`)).json();
    expect(staffView.readByClient).toBe(staffView.messages.at(-1).id);

    // the client's socket drops; staff write meanwhile; the new socket asks for what came after its last id
    const last = Math.max(...mine.events.flatMap((event) => (event.type === 'message' ? [event.message.id] : [])));
    mine.ws.terminate();
    await answer(thread.id, 'Пока вас не было');
    await answer(thread.id, 'Заметка', true);
    const back = await liveSocket(t.app, clientChatRoutes.live, client);
    back.send({ type: 'resume', after: last });
    await back.heard(eventOf('resumed'));
    expect(back.bodies()).toEqual(['Пока вас не было']);
    // another client hears nothing of it
    expect(theirs.bodies()).toEqual([]);
    // a deleted thread leaves the screens of those who saw it
    expect((await admin.post(ticketRoutes.remove, { threadId: thread.id })).statusCode).toBe(200);
    for (const socket of [staff, back])
      expect(await socket.heard(eventOf('thread'))).toMatchObject({ thread: { id: thread.id, deleted: true } });
    expect(theirs.events.filter((event) => event.type === 'thread')).toEqual([]);
    for (const socket of [staff, back, theirs]) socket.ws.terminate();
  });

  it('refuses sockets without a session, from another site, and a guest’s without its token', async () => {
    await expect(liveSocket(t.app, ticketRoutes.live, null)).rejects.toThrow(/401/);
    await expect(liveSocket(t.app, ticketRoutes.live, client)).rejects.toThrow(/403/);
    const crossSite = await liveSocket(t.app, ticketRoutes.live, admin, { origin: 'https://evil.example' });
    expect(await crossSite.closed).toBe(1008);
    const guest = await liveSocket(t.app, guestChatRoutes.live, null);
    guest.send({ type: 'hello', threadId: 1, token: 'A'.repeat(43), after: 0 });
    expect(await guest.closed).toBe(1008);
  });

  it('asks the session again by itself: a sign-out closes the socket, a changed scope is heard at once', async () => {
    const leaving = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000003', fio: 'Пётр' });
    const socket = await liveSocket(t.app, clientChatRoutes.live, leaving);
    // the socket never pings: the server asks by itself
    expect((await leaving.post('/api/public/logout', {})).statusCode).toBe(200);
    expect(await socket.closed).toBe(REALTIME_SESSION_ENDED);

    const mover = await staffWith(t.app, admin, { username: 'mover', role: 'PVZ', scope: scopeOf([north], north) });
    const moverId = (await mover.get('/api/public/auth/me')).json().user.id;
    const staff = await liveSocket(t.app, ticketRoutes.live, mover);
    const moved = await admin.post('/api/users/edit-user', {
      user: { id: moverId, username: 'mover', role: 'PVZ', scope: scopeOf([south], south) },
    });
    expect(moved.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await start('На севере', client, north);
    await start('На юге', client, south);
    await staff.heard(messageSaying('На юге'));
    expect(staff.bodies()).not.toContain('На севере');

    // the inbox's right taken away: the socket is closed
    await admin.post('/api/users/edit-user', {
      user: {
        id: moverId,
        username: 'mover',
        role: 'PVZ',
        overrides: { pages: { 'extra-tickets': 'none' }, columns: {} },
      },
    });
    expect(await staff.closed).toBe(REALTIME_SESSION_ENDED);
  });

  it('takes no more than twenty client messages a minute in a thread', async () => {
    const writer = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000004', fio: 'Быстрый' });
    const thread = (await start('Первое', writer)).json();
    const send = (body: string) =>
      writer.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body });
    for (let n = 2; n <= CLIENT_MESSAGES_PER_MINUTE; n += 1) expect((await send(`№${n}`)).statusCode).toBe(200);
    const refused = await send('Лишнее');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(messages.chatTooFast);
    const stored = (await writer.get(clientChatRoutes.list)).json().threads[0].messages;
    expect(stored).toHaveLength(CLIENT_MESSAGES_PER_MINUTE);
  });

  it('takes the client’s own photos with a thread’s first message, and refuses another’s without opening it', async () => {
    const sender = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000011', fio: 'С фото' });
    const own = (await upload(sender, pngBytes, 'фото.png', 'chat')).json().id;
    const opened = await sender.post(clientChatRoutes.start, {
      operationId: randomUUID(),
      body: 'Вот фото',
      files: [own],
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().messages[0].files).toEqual([own]);
    expect((await admin.get(`/api/files?id=${own}`)).statusCode).toBe(200);

    const foreign = (await upload(admin, pngBytes, 'фото.png', 'chat')).json().id;
    const refused = await sender.post(clientChatRoutes.start, {
      operationId: randomUUID(),
      body: 'Чужое',
      files: [foreign],
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, messages.chatFileInvalid]);
    expect((await sender.get(clientChatRoutes.list)).json().threads).toHaveLength(1);
  });

  it('opens no more than ten threads an hour for a client (each tells the staff of its point)', async () => {
    const opener = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000009', fio: 'Открывающий' });
    for (let n = 1; n <= 10; n += 1) expect((await start(`Тема ${n}`, opener)).statusCode).toBe(200);
    const refused = await start('Одиннадцатая', opener);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(messages.tooManyRequests);
    expect((await opener.get(clientChatRoutes.list)).json().threads).toHaveLength(10);
  });

  it('gives a thread the point its writer names, else the client’s latest parcel’s; its point’s staff see it', async () => {
    const southern = await staffWith(t.app, admin, { username: 'chat-south', role: 'PVZ', scope: scopeOf([south]) });
    const buyer = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000005', fio: 'Покупатель' });
    await parcelAt(south, '+79120000005', 3);
    await parcelAt(north, '+79120000005', 1);
    const latest = (await start('Где посылка?', buyer)).json();
    const named = (await start('А на юге?', buyer, south)).json();
    expect([await pointOf(latest.id), await pointOf(named.id)]).toEqual([north, south]);
    expect(idsOf((await inbox('', operator)).threads)).toContain(latest.id);
    expect(idsOf((await inbox('', operator)).threads)).not.toContain(named.id);
    expect(idsOf((await inbox('', southern)).threads)).not.toContain(latest.id);
    expect((await southern.get(`${ticketRoutes.thread}?id=${latest.id}`)).statusCode).toBe(404);
    expect((await southern.get(`${ticketRoutes.thread}?id=${named.id}`)).statusCode).toBe(200);
    const gone = await start('Есть ли такой пункт?', buyer, 999_999);
    expect([gone.statusCode, gone.json().error]).toEqual([404, messages.pointUnknown]);

    // no parcels, no point named: the network's queue, seen by everyone who works the chat
    const newcomer = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000006', fio: 'Новичок' });
    const queued = (await start('Как у вас заказать?', newcomer)).json();
    expect(await pointOf(queued.id)).toBeNull();
    for (const staff of [operator, southern]) expect(idsOf((await inbox('', staff)).threads)).toContain(queued.id);

    // a guest picks among the network's points, or none
    const guest = new (client.constructor as typeof Client)(t.app);
    const points = (await guest.get(guestChatRoutes.points)).json().points;
    expect(points).toContainEqual({ id: south, name: 'ПВЗ Юг', address: 'ПВЗ Юг, адрес' });
    const asked = { name: 'Гость', phone: '+79135550001', body: 'Есть примерка?' };
    const key = (await guest.post(guestChatRoutes.start, { ...asked, pointId: south })).json();
    expect(await pointOf(key.threadId)).toBe(south);
    expect(idsOf((await inbox('', southern)).threads)).toContain(key.threadId);
    expect(idsOf((await inbox('', operator)).threads)).not.toContain(key.threadId);
    const nowhere = await guest.post(guestChatRoutes.start, { ...asked, pointId: 999_999 });
    expect([nowhere.statusCode, nowhere.json().error]).toEqual([404, messages.pointUnknown]);
  });

  it('passes typing between a guest’s socket and staff, both ways', async () => {
    const guest = new (client.constructor as typeof Client)(t.app);
    const asked = { name: 'Вера', phone: '+79135550002', body: 'Вы тут?' };
    const key = (await guest.post(guestChatRoutes.start, asked)).json();
    const staff = await liveSocket(t.app, ticketRoutes.live, admin);
    const theirs = await liveSocket(t.app, guestChatRoutes.live, null);
    theirs.send({ type: 'hello', ...key, after: 0 });
    await theirs.heard(eventOf('resumed'));
    theirs.send({ type: 'typing', threadId: key.threadId });
    expect(await staff.heard(eventOf('typing'))).toMatchObject({ threadId: key.threadId, by: 'client' });
    staff.send({ type: 'typing', threadId: key.threadId });
    expect(await theirs.heard(eventOf('typing'))).toEqual({
      type: 'typing',
      threadId: key.threadId,
      by: 'staff',
      name: null,
    });
    for (const socket of [staff, theirs]) socket.ws.terminate();
  });

  it('filters the inbox by point and to those waiting for us, the longest waiting first', async () => {
    const asker = await registeredClient(t.app, { ...aClient, phoneNumber: '+79120000007', fio: 'Спрашивающий' });
    const first = (await start('Первый вопрос', asker, north)).json().id;
    const answered = (await start('Второй вопрос', asker, north)).json().id;
    const third = (await start('Третий вопрос', asker, north)).json().id;
    const elsewhere = (await start('Вопрос без пункта', asker)).json().id;
    await answer(answered, 'Ответили');
    const mine = [first, answered, third, elsewhere];
    const listed = async (query: string) => idsOf((await inbox(query)).threads).filter((id) => mine.includes(id));

    expect(await listed(`pointId=${north}`)).toEqual([answered, third, first]);
    expect(await listed(`pointId=${north}&waiting=true`)).toEqual([first, third]);
    expect(await listed('waiting=true')).toEqual([first, third, elsewhere]);
    expect(await listed('waiting=false')).toEqual([answered, elsewhere, third, first]);
    // a point outside the caller's scope shows nothing of it
    expect(idsOf((await inbox(`pointId=${south}`, operator)).threads)).toEqual([]);
  });
});
