import { broadcastRoutes } from '@pvz/contracts/api/broadcasts';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import {
  ADMIN,
  aClient,
  Client,
  createTestApp,
  pointNamed,
  registeredClient,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let client: Client;
let otherClient: Client;
let operator: Client;
const otherPhone = '+79990001122';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  client = await registeredClient(t.app);
  otherClient = await registeredClient(t.app, { ...aClient, phoneNumber: otherPhone });
  operator = await staffWith(t.app, admin, { username: 'operator', role: 'PVZ' });
});
afterAll(async () => t.close());

describe('device tokens', () => {
  it('connects a client browser for the own phone only, written any usual way', async () => {
    const own = await client.post(notificationRoutes.createClientToken, {
      phoneNumber: '8 912 345-67-89',
      token: 'client-token-1',
    });
    expect(own.statusCode).toBe(200);
    const again = await client.post(notificationRoutes.createClientToken, {
      phoneNumber: aClient.phoneNumber,
      token: 'client-token-1',
    });
    expect(again.statusCode).toBe(200);
    const foreign = await client.post(notificationRoutes.createClientToken, {
      phoneNumber: otherPhone,
      token: 'client-token-2',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(messages.ownPhoneOnly);
    const badPhone = await client.post(notificationRoutes.createClientToken, {
      phoneNumber: '12',
      token: 'client-token-3',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(
      (await admin.post(notificationRoutes.createClientToken, { phoneNumber: aClient.phoneNumber, token: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await client.post(notificationRoutes.createClientToken, { phoneNumber: aClient.phoneNumber, token: '' }))
        .statusCode,
    ).toBe(400);
  });

  it('tells a phone’s tokens to its client and to staff of the clients page, nobody else', async () => {
    const own = await client.post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber });
    expect(own.statusCode).toBe(200);
    expect(own.json().tokens).toEqual(['client-token-1']);
    expect(
      (await admin.post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber })).json().tokens,
    ).toEqual(['client-token-1']);
    expect(
      (await otherClient.post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber })).statusCode,
    ).toBe(403);
    expect(
      (await operator.post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber })).statusCode,
    ).toBe(403);
    expect(
      (await new Client(t.app).post(notificationRoutes.tokensByPhone, { phoneNumber: aClient.phoneNumber })).statusCode,
    ).toBe(401);
  });

  it('connects a staff browser once: the same token again is 409 with the spec’s message', async () => {
    const first = await operator.post(notificationRoutes.createEmployeeToken, {
      username: 'Operator',
      token: 'staff-token-1',
    });
    expect(first.statusCode).toBe(200);
    const again = await operator.post(notificationRoutes.createEmployeeToken, {
      username: 'operator',
      token: 'staff-token-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.deviceTokenTaken);
    const forAnother = await operator.post(notificationRoutes.createEmployeeToken, {
      username: ADMIN.username,
      token: 'staff-token-2',
    });
    expect(forAnother.statusCode).toBe(403);
    expect(
      (await client.post(notificationRoutes.createEmployeeToken, { username: 'operator', token: 'staff-token-3' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('messages and the in-app list', () => {
  it('lets staff of the clients page write to a client, with lengths checked and unknown phones refused', async () => {
    const sent = await admin.post(notificationRoutes.messageClient, {
      title: ' Новость ',
      message: 'Пункт работает до 21:00',
      phoneNumber: aClient.phoneNumber,
    });
    expect(sent.statusCode).toBe(200);
    const empty = await admin.post(notificationRoutes.messageClient, {
      title: ' ',
      message: 'x',
      phoneNumber: aClient.phoneNumber,
    });
    expect(empty.json().error).toBe(messages.messageTitleEmpty);
    const long = await admin.post(notificationRoutes.messageClient, {
      title: 'Заголовок',
      message: 'я'.repeat(1001),
      phoneNumber: aClient.phoneNumber,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(messages.messageTextTooLong);
    const unknown = await admin.post(notificationRoutes.messageClient, {
      title: 'a',
      message: 'b',
      phoneNumber: '+79000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await operator.post(notificationRoutes.messageClient, {
          title: 'a',
          message: 'b',
          phoneNumber: aClient.phoneNumber,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await client.post(notificationRoutes.messageClient, { title: 'a', message: 'b', phoneNumber: otherPhone }))
        .statusCode,
    ).toBe(403);
  });

  it('lets staff of the messages page write to an employee within their reach; anyone else is 404', async () => {
    expect(
      (
        await admin.post(notificationRoutes.messageEmployee, {
          title: 'Смена',
          message: 'Завтра в 9',
          username: 'OPERATOR',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.post(notificationRoutes.messageEmployee, { title: 'a', message: 'b', username: 'nobody' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await operator.post(notificationRoutes.messageEmployee, { title: 'a', message: 'b', username: 'admin' }))
        .statusCode,
    ).toBe(403);

    // a regional manager has the messages page, not the users page
    const north = await pointNamed(admin, 'ПВЗ Север');
    const manager = await staffWith(t.app, admin, { username: 'rm-north', role: 'RMANAGER', scope: scopeOf([north]) });
    const colleague = await staffWith(t.app, admin, { username: 'anna', role: 'PVZ', scope: scopeOf([north], north) });
    const toAnna = { title: 'Север', message: 'Открываемся в 8', username: 'anna' };
    expect((await manager.post(notificationRoutes.messageEmployee, toAnna)).statusCode).toBe(200);
    expect((await colleague.get(notificationRoutes.list)).json().items[0]).toMatchObject({ title: 'Север' });
    // the operator works at no point of the manager's: a login outside reach is not confirmed
    const outside = await manager.post(notificationRoutes.messageEmployee, { ...toAnna, username: 'operator' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error).toBe(messages.userNotFound);
  });

  it('keeps what the spec’s calls sent in the history of «Сообщения»', async () => {
    const sent = async (kind: string) =>
      (await admin.get(`${broadcastRoutes.sent}?kind=${kind}&pageSize=100`))
        .json()
        .rows.map((row: { title: string; target: string; recipients: number }) => [
          row.title,
          row.target,
          row.recipients,
        ]);
    expect(await sent('employee')).toContainEqual(['Смена', 'operator', 1]);
    expect(await sent('client')).toContainEqual(['Новость', aClient.phoneNumber, 1]);
  });

  it('keeps a deleted employee’s notifications from a new employee with the same name, and logs each message', async () => {
    await staffWith(t.app, admin, { username: 'temp-worker', role: 'PVZ' });
    await admin.post(notificationRoutes.messageEmployee, {
      title: 'Лично',
      message: 'для первого',
      username: 'temp-worker',
    });
    expect((await admin.post('/api/users/delete-user', { username: 'temp-worker' })).statusCode).toBe(200);
    const successor = await staffWith(t.app, admin, { username: 'temp-worker', role: 'PVZ' });
    const list = (await successor.get(notificationRoutes.list)).json();
    expect(list.items.map((item: { message: string }) => item.message)).not.toContain('для первого');
    const logged = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('entity', '=', 'broadcast')
      .execute();
    expect(logged).toContainEqual({
      actor: 'admin',
      after: {
        audience: { kind: 'employee', username: 'temp-worker' },
        title: 'Лично',
        message: 'для первого',
        recipients: 1,
      },
    });
  });

  it('shows each caller only their own notifications, newest first, and marks them read', async () => {
    await admin.post(notificationRoutes.messageClient, {
      title: 'Второе',
      message: 'ещё',
      phoneNumber: aClient.phoneNumber,
    });
    await admin.post(notificationRoutes.messageClient, { title: 'Чужое', message: 'другому', phoneNumber: otherPhone });
    const list = await client.get(notificationRoutes.list);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Второе', 'Новость']);
    expect(page).toMatchObject({ total: 2, unread: 2, page: 1 });

    const others = (await otherClient.get(notificationRoutes.list)).json();
    expect(others.items.map((item: { title: string }) => item.title)).toEqual(['Чужое']);
    // another's id is ignored
    const foreignRead = await client.post(notificationRoutes.read, { ids: [others.items[0].id] });
    expect(foreignRead.json().unread).toBe(2);
    expect((await otherClient.get(notificationRoutes.list)).json().unread).toBe(1);

    const read = await client.post(notificationRoutes.read, { ids: [page.items[0].id] });
    expect(read.json()).toEqual({ success: true, unread: 1 });
    expect((await client.post(notificationRoutes.readAll)).json().unread).toBe(0);
    expect((await client.get(notificationRoutes.list)).json().items[0].readAt).not.toBeNull();

    const staff = (await operator.get(notificationRoutes.list)).json();
    expect(staff.items.map((item: { title: string }) => item.title)).toEqual(['Смена']);
    expect((await new Client(t.app).get(notificationRoutes.list)).statusCode).toBe(401);
    expect((await client.post(notificationRoutes.read, { ids: [] })).statusCode).toBe(400);
  });

  it('answers null push config when Firebase is not configured', async () => {
    const answer = await new Client(t.app).get(notificationRoutes.pushConfig);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ config: null });
  });
});
