import { randomUUID } from 'node:crypto';
import { type Audience, broadcastRoutes } from '@pvz/contracts/api/broadcasts';
import { notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
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

let t: TestApp;
let admin: Client;
let manager: Client;
let anna: Client;
let boris: Client;
let sveta: Client;
let courier: Client;
let client: Client;
let otherClient: Client;
let north: number;
let south: number;
const otherPhone = '+79990001122';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  // a regional manager has the page by default, for the points of their scope
  manager = await staffWith(t.app, admin, { username: 'rm-north', role: 'RMANAGER', scope: scopeOf([north]) });
  anna = await staffWith(t.app, admin, { username: 'anna', role: 'PVZ', scope: scopeOf([north], north) });
  boris = await staffWith(t.app, admin, { username: 'boris', role: 'PVZ', scope: scopeOf([north], north) });
  sveta = await staffWith(t.app, admin, { username: 'sveta', role: 'PVZ', scope: scopeOf([south], south) });
  courier = await staffWith(t.app, admin, { username: 'kostya', role: 'COURIER', scope: scopeOf([south]) });
  client = await registeredClient(t.app);
  otherClient = await registeredClient(t.app, { ...aClient, phoneNumber: otherPhone });
});
afterAll(async () => t.close());

const send = (caller: Client, audience: Audience, title: string, more: Record<string, unknown> = {}) =>
  caller.post(broadcastRoutes.send, {
    operationId: randomUUID(),
    title,
    message: `Текст: ${title}`,
    audience,
    ...more,
  });

const titlesOf = async (caller: Client): Promise<string[]> =>
  (await caller.get(notificationRoutes.list)).json().items.map((item: { title: string }) => item.title);

/** Who got a title, of the callers named. */
async function receivers(title: string, callers: Record<string, Client>): Promise<string[]> {
  const got: string[] = [];
  for (const [name, caller] of Object.entries(callers)) if ((await titlesOf(caller)).includes(title)) got.push(name);
  return got;
}

const everyone = () => ({ admin, manager, anna, boris, sveta, courier, client, otherClient });

/** Rows of notifications and broadcasts: a refusal changes neither. */
const stored = async () => {
  const counted = await sql<{ notifications: number; broadcasts: number }>`
    select (select count(*)::int from notifications) as notifications,
      (select count(*)::int from broadcasts) as broadcasts`.execute(t.database.db);
  return counted.rows[0];
};

async function expectRefused(
  answer: Promise<{ statusCode: number; json(): { error: string } }>,
  status: number,
  error?: string,
) {
  const before = await stored();
  const refused = await answer;
  expect(refused.statusCode).toBe(status);
  if (error) expect(refused.json().error).toBe(error);
  else expect(refused.json().error).toMatch(/[а-яё]/i);
  expect(await stored()).toEqual(before);
}

describe('a broadcast reaches its audience and nobody else', () => {
  it('an employee, by name in any case', async () => {
    const sent = await send(admin, { kind: 'employee', username: 'SVETA' }, 'Лично Свете');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'Сообщение отправлено, получателей: 1',
      id: expect.any(Number),
      recipients: 1,
    });
    expect(await receivers('Лично Свете', everyone())).toEqual(['sveta']);
  });

  it('a role: every one of it for the director, those of their points for a manager', async () => {
    expect((await send(admin, { kind: 'role', role: 'PVZ' }, 'Всем операторам')).json().recipients).toBe(3);
    expect(await receivers('Всем операторам', everyone())).toEqual(['anna', 'boris', 'sveta']);
    expect((await send(manager, { kind: 'role', role: 'PVZ' }, 'Операторам севера')).json().recipients).toBe(2);
    expect(await receivers('Операторам севера', everyone())).toEqual(['anna', 'boris']);
  });

  it('a point’s staff, the sender aside', async () => {
    expect((await send(manager, { kind: 'point', pvzId: north }, 'Север, внимание')).json().recipients).toBe(2);
    expect(await receivers('Север, внимание', everyone())).toEqual(['anna', 'boris']);
    expect((await send(admin, { kind: 'point', pvzId: south }, 'Юг, внимание')).json().recipients).toBe(2);
    expect(await receivers('Юг, внимание', everyone())).toEqual(['sveta', 'courier']);
  });

  it('a client, by the phone written any usual way, for those who have the clients page', async () => {
    expect((await send(admin, { kind: 'client', phoneNumber: '8 912 345-67-89' }, 'Ваш заказ')).statusCode).toBe(200);
    expect(await receivers('Ваш заказ', everyone())).toEqual(['client']);
  });

  it('all clients and all staff, for the director', async () => {
    expect((await send(admin, { kind: 'allClients' }, 'Клиентам: праздник')).json().recipients).toBe(2);
    expect(await receivers('Клиентам: праздник', everyone())).toEqual(['client', 'otherClient']);
    expect((await send(admin, { kind: 'allStaff' }, 'Сотрудникам: собрание')).json().recipients).toBe(5);
    expect(await receivers('Сотрудникам: собрание', everyone())).toEqual([
      'manager',
      'anna',
      'boris',
      'sveta',
      'courier',
    ]);
  });

  it('is recorded with its sender, audience and count, and audited', async () => {
    const sent = (await send(admin, { kind: 'point', pvzId: north }, 'Для журнала')).json();
    const row = await t.database.db
      .selectFrom('broadcasts')
      .selectAll()
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    // the manager of the point is of its staff too
    expect(row).toMatchObject({ audience: 'point', target_point_id: north, recipients: 3, title: 'Для журнала' });
    const logged = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('entity', '=', 'broadcast')
      .where('entity_id', '=', String(sent.id))
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({
      actor: 'admin',
      after: {
        audience: { kind: 'point', pvzId: north },
        title: 'Для журнала',
        message: 'Текст: Для журнала',
        recipients: 3,
      },
    });
  });
});

describe('a broadcast is refused, and nothing is stored', () => {
  it('for a point, or an employee, outside the sender’s scope', async () => {
    await expectRefused(send(manager, { kind: 'point', pvzId: south }, 'Чужой пункт'), 403, messages.pointOutOfScope);
    // answered as no one: a login outside the sender's reach is not confirmed
    await expectRefused(
      send(manager, { kind: 'employee', username: 'sveta' }, 'Чужой сотрудник'),
      404,
      messages.userNotFound,
    );
  });

  it('for a client, without the clients page (neither is a registered phone confirmed)', async () => {
    await expectRefused(
      send(manager, { kind: 'client', phoneNumber: '8 912 345-67-89' }, 'Без страницы клиентов'),
      403,
      messages.broadcastClientsPage,
    );
    const counted = await manager.post(broadcastRoutes.recipientsCount, {
      audience: { kind: 'client', phoneNumber: otherPhone },
    });
    expect(counted.statusCode).toBe(403);
  });

  it('for all clients or all staff, unless the sender has every point', async () => {
    await expectRefused(send(manager, { kind: 'allClients' }, 'Всем'), 403, messages.broadcastNetworkOnly);
    await expectRefused(send(manager, { kind: 'allStaff' }, 'Всем'), 403, messages.broadcastNetworkOnly);
  });

  it('for a caller without the page', async () => {
    await expectRefused(send(anna, { kind: 'point', pvzId: north }, 'От оператора'), 403);
    expect((await anna.get(broadcastRoutes.sent)).statusCode).toBe(403);
    expect((await anna.post(broadcastRoutes.recipientsCount, { audience: { kind: 'allStaff' } })).statusCode).toBe(403);
    expect((await client.post(broadcastRoutes.recipientsCount, { audience: { kind: 'allStaff' } })).statusCode).toBe(
      403,
    );
  });

  it('for a role, an employee, a client or a point that does not exist', async () => {
    await expectRefused(send(admin, { kind: 'role', role: 'NOBODY' }, 'x'), 404, messages.roleNotFound);
    await expectRefused(send(admin, { kind: 'role', role: 'CLIENT' }, 'x'), 404, messages.roleNotFound);
    await expectRefused(send(admin, { kind: 'employee', username: 'nobody' }, 'x'), 404, messages.userNotFound);
    await expectRefused(
      send(admin, { kind: 'client', phoneNumber: '+79000000000' }, 'x'),
      404,
      messages.clientNotFound,
    );
    await expectRefused(send(admin, { kind: 'point', pvzId: 999_999 }, 'x'), 404, messages.pointUnknown);
  });

  it('for a title empty after trimming, a message too long, a NUL or a bad phone', async () => {
    const audience: Audience = { kind: 'allStaff' };
    await expectRefused(send(admin, audience, '   '), 400, messages.messageTitleEmpty);
    await expectRefused(send(admin, audience, '\u200b\u200b'), 400, messages.messageTitleEmpty);
    await expectRefused(send(admin, audience, 'ok', { message: 'я'.repeat(1001) }), 400, messages.messageTextTooLong);
    await expectRefused(send(admin, audience, 'o'.repeat(101)), 400, messages.messageTitleTooLong);
    await expectRefused(send(admin, audience, 'with\u0000nul'), 400);
    await expectRefused(send(admin, audience, 'ok', { message: 'with\u0000nul' }), 400);
    await expectRefused(send(admin, { kind: 'client', phoneNumber: '12' }, 'x'), 400);
    await expectRefused(send(admin, { kind: 'nobody' } as unknown as Audience, 'x'), 400);
  });

  it('for an audience with nobody in it (422)', async () => {
    const empty = await pointNamed(admin, 'ПВЗ Пустой');
    await expectRefused(send(admin, { kind: 'point', pvzId: empty }, 'Никому'), 422, messages.broadcastNobody);
  });
});

describe('an operation id', () => {
  it('stores a broadcast once, however many copies of the request come at the same time', async () => {
    const body = {
      operationId: randomUUID(),
      title: 'Двадцать раз',
      message: 'Один раз',
      audience: { kind: 'allStaff' },
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(broadcastRoutes.send, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('title', '=', 'Двадцать раз')
      .executeTakeFirstOrThrow();
    expect(rows.count).toBe(5);
    const broadcasts = await t.database.db
      .selectFrom('broadcasts')
      .select('id')
      .where('operation_id', '=', body.operationId)
      .execute();
    expect(broadcasts).toHaveLength(1);

    const other = await admin.post(broadcastRoutes.send, { ...body, title: 'Другое' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.operationRequestDiffers);
  });
});

describe('recipients count', () => {
  it('tells how many a broadcast would reach, with the same rules', async () => {
    const count = (caller: Client, audience: Audience) => caller.post(broadcastRoutes.recipientsCount, { audience });
    expect((await count(admin, { kind: 'allClients' })).json()).toEqual({ recipients: 2 });
    expect((await count(admin, { kind: 'allStaff' })).json()).toEqual({ recipients: 5 });
    expect((await count(manager, { kind: 'role', role: 'PVZ' })).json()).toEqual({ recipients: 2 });
    expect((await count(manager, { kind: 'allClients' })).statusCode).toBe(403);
    expect((await count(manager, { kind: 'point', pvzId: south })).statusCode).toBe(403);
    expect((await count(admin, { kind: 'role', role: 'NOBODY' })).statusCode).toBe(404);
  });
});

describe('the form’s choices', () => {
  it('offers the roles and the staff the sender may write to', async () => {
    const mine = (await manager.get(broadcastRoutes.choices)).json();
    expect(mine.networkWide).toBe(false);
    expect(mine.staff.map((person: { username: string }) => person.username)).toEqual([
      'admin',
      'anna',
      'boris',
      'rm-north',
    ]);
    expect(mine.roles).toContainEqual({ code: 'PVZ', name: 'Оператор ПВЗ' });
    expect(mine.roles.map((role: { code: string }) => role.code)).not.toContain('CLIENT');
    const all = (await admin.get(broadcastRoutes.choices)).json();
    expect(all.networkWide).toBe(true);
    expect(all.staff).toHaveLength(6);
  });
});

describe('the history of broadcasts', () => {
  it('pages the sent broadcasts newest first, filtered by kind and by a part of the title', async () => {
    const page = (caller: Client, query: string) => caller.get(`${broadcastRoutes.sent}?${query}`);
    const all = (await page(admin, 'pageSize=2')).json();
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.rows).toHaveLength(2);
    expect(all.rows[0]).toMatchObject({ sender: 'admin', title: 'Двадцать раз', kind: 'allStaff', target: null });

    const points = (await page(admin, 'kind=point&pageSize=100')).json();
    expect(points.rows.map((row: { target: string }) => row.target)).toEqual(['ПВЗ Север', 'ПВЗ Юг', 'ПВЗ Север']);
    const found = (await page(admin, `search=${encodeURIComponent('свет')}`)).json();
    expect(found.rows.map((row: { title: string; target: string }) => [row.title, row.target])).toEqual([
      ['Лично Свете', 'sveta'],
    ]);
    const literal = (await page(admin, `search=${encodeURIComponent('%')}`)).json();
    expect(literal.total).toBe(0);
    const clients = (await page(admin, 'kind=client')).json();
    expect(clients.rows[0]).toMatchObject({ sender: 'admin', target: aClient.phoneNumber, recipients: 1 });
  });

  it('shows another’s message to one client (it names the phone) only to those with the clients page', async () => {
    const clerk = await staffWith(t.app, admin, {
      username: 'network-clerk',
      role: 'ADMINISTRATOR',
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
      overrides: { pages: { 'admin-clients': 'none' }, columns: {} },
    });
    const sent = async (caller: Client, kind: string) =>
      (await caller.get(`${broadcastRoutes.sent}?kind=${kind}&pageSize=100`)).json().total;
    expect(await sent(admin, 'client')).toBeGreaterThan(0);
    expect(await sent(clerk, 'client')).toBe(0);
    expect(await sent(clerk, 'point')).toBe(await sent(admin, 'point'));
  });

  it('shows a manager only their own broadcasts', async () => {
    const mine = (await manager.get(`${broadcastRoutes.sent}?pageSize=100`)).json();
    expect(mine.rows.map((row: { title: string }) => row.title)).toEqual(['Север, внимание', 'Операторам севера']);
    expect(mine.total).toBe(2);
  });
});
