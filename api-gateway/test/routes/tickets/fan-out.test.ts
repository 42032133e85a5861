import { randomUUID } from 'node:crypto';
import { clientChatRoutes, ticketRoutes } from '@pvz/contracts/api/chat';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/app.js';
import { createDatabase } from '../../../src/db/database.js';
import type { Database } from '../../../src/db/schema.js';
import {
  type Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  type TestApp,
  testConfig,
  testSchemaCache,
} from '../../helpers/test-app.js';
import { liveSocket, messageSaying } from './live-socket.js';

/**
 * Two gateway instances on one database (the PostgreSQL server when the suite runs there): a client's
 * socket on one, staff's on the other; messages go both ways through LISTEN/NOTIFY, and an instance
 * restarted in the middle loses nothing and doubles nothing.
 */
let t: TestApp;
let second: { app: FastifyInstance; db: Kysely<Database> | null };
let client: Client;
let staffOnA: Client;

async function startSecond() {
  const url = t.database.url;
  const db = url ? createDatabase({ kind: 'postgres', url, poolSize: 3 }) : null;
  const app = await buildApp(testConfig(), { db: db ?? t.database.db, logger: false, schemaCache: testSchemaCache });
  return { app, db };
}

async function stopSecond() {
  await second.app.close();
  await second.db?.destroy();
}

beforeAll(async () => {
  t = await createTestApp();
  client = await registeredClient(t.app);
  staffOnA = await signedInAdmin(t.app);
  second = await startSecond();
});
afterAll(async () => {
  await stopSecond();
  await t.close();
});

/** The staff session of instance A used on instance B: the same database, the same sessions. */
const staffOn = (app: FastifyInstance) => ({ jar: staffOnA.jar, app }) as unknown as Client;

it('carries messages both ways between instances, and an instance restarted in the middle loses nothing', async () => {
  const clientLive = await liveSocket(t.app, clientChatRoutes.live, client);
  let staffLive = await liveSocket(second.app, ticketRoutes.live, staffOn(second.app));
  const thread = (
    await client.post(clientChatRoutes.start, { operationId: randomUUID(), body: 'Здравствуйте' })
  ).json();
  await staffLive.heard(messageSaying('Здравствуйте'));

  await client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body: 'С первого' });
  await staffLive.heard(messageSaying('С первого'));
  const answered = await second.app.inject({
    method: 'POST',
    url: ticketRoutes.send,
    headers: { cookie: staffOnA.jar.header() },
    payload: { operationId: randomUUID(), threadId: thread.id, body: 'Со второго', internal: false },
  });
  expect(answered.statusCode).toBe(200);
  await clientLive.heard(messageSaying('Со второго'));
  await staffLive.heard(messageSaying('Со второго'));

  // the second instance goes down; the client writes meanwhile; it comes back and staff resume
  const last = Math.max(...staffLive.events.flatMap((event) => (event.type === 'message' ? [event.message.id] : [])));
  staffLive.ws.terminate();
  await stopSecond();
  for (const body of ['Пока вы спали 1', 'Пока вы спали 2']) {
    await client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body });
  }
  second = await startSecond();
  staffLive = await liveSocket(second.app, ticketRoutes.live, staffOn(second.app));
  staffLive.send({ type: 'resume', after: last });
  await staffLive.heard((event): event is Extract<typeof event, { type: 'resumed' }> => event.type === 'resumed');
  expect(staffLive.bodies()).toEqual(['Пока вы спали 1', 'Пока вы спали 2']);

  // and live again both ways, each message once
  await client.post(clientChatRoutes.send, { operationId: randomUUID(), threadId: thread.id, body: 'Снова на связи' });
  await staffLive.heard(messageSaying('Снова на связи'));
  const again = await second.app.inject({
    method: 'POST',
    url: ticketRoutes.send,
    headers: { cookie: staffOnA.jar.header() },
    payload: { operationId: randomUUID(), threadId: thread.id, body: 'Отвечаю', internal: false },
  });
  expect(again.statusCode).toBe(200);
  await clientLive.heard(messageSaying('Отвечаю'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(staffLive.bodies()).toEqual(['Пока вы спали 1', 'Пока вы спали 2', 'Снова на связи', 'Отвечаю']);
  expect(clientLive.bodies()).toEqual([
    'Здравствуйте',
    'С первого',
    'Со второго',
    'Пока вы спали 1',
    'Пока вы спали 2',
    'Снова на связи',
    'Отвечаю',
  ]);
  clientLive.ws.terminate();
  staffLive.ws.terminate();
});
