import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  signedInStaff,
  staffWith,
  type TestApp,
  testConfig,
  testSchemaCache,
} from '../helpers/test-app.js';

/**
 * Each instance keeps who a caller is for a few seconds; a change made anywhere (on another instance, or
 * by SQL that no gateway ran) is told through the database and forgotten at once. Two instances on one
 * database: the PostgreSQL server when the suite runs there.
 */
let t: TestApp;
let other: { app: FastifyInstance; db: Kysely<Database> | null };
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const url = t.database.url;
  const db = url ? createDatabase({ kind: 'postgres', url, poolSize: 3 }) : null;
  other = {
    app: await buildApp(testConfig(), { db: db ?? t.database.db, logger: false, schemaCache: testSchemaCache }),
    db,
  };
});
afterAll(async () => {
  await other.app.close();
  await other.db?.destroy();
  await t.close();
});

/** The caller's cookies sent to another instance. */
function on(app: FastifyInstance, caller: Client) {
  return (url: string) => app.inject({ method: 'GET', url, headers: { cookie: caller.jar.header() } });
}

/** The notification travels after the commit: a moment, never a cache's lifetime. */
async function soon(check: () => Promise<boolean>) {
  const until = Date.now() + 1_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not seen within a second');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const me = async (get: (url: string) => Promise<{ json(): { user: { role: string } | null } }>) =>
  (await get('/api/public/auth/me')).json().user;

it('ends a session on every instance when it is signed out on one', async () => {
  const caller = await signedInAdmin(t.app);
  const onOther = on(other.app, caller);
  expect((await me(onOther))?.role).toBe('ADMIN');
  expect((await caller.get('/api/public/auth/me')).json().user?.role).toBe('ADMIN');

  const cookie = caller.jar.header();
  await caller.post('/api/public/logout');

  // the instance that signed out forgets at once; the other as soon as the database tells it
  const asBefore = await t.app.inject({ method: 'GET', url: '/api/public/auth/me', headers: { cookie } });
  expect(asBefore.json().user).toBeNull();
  await soon(async () => (await me(onOther)) === null);
});

it('hears a session revoked by SQL that no gateway ran', async () => {
  const caller = await signedInAdmin(t.app);
  const cookie = caller.jar.header();
  const ask = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/public/auth/me', headers: { cookie } }).then((r) => r.json().user);
  expect((await ask(t.app))?.role).toBe('ADMIN');
  expect((await ask(other.app))?.role).toBe('ADMIN');

  await sql`update sessions set revoked_at = now() where revoked_at is null and user_id = (
    select id from users where username = 'admin') and id <> ${sessionIdOf(admin)}::uuid`.execute(t.database.db);

  await soon(async () => (await ask(t.app)) === null && (await ask(other.app)) === null);
});

it('gives a changed role and scope at once on the instance that changed them, and soon on the other', async () => {
  const north = await pointNamed(admin, 'Кэш-Север');
  const south = await pointNamed(admin, 'Кэш-Юг');
  const created = await admin.post('/api/users/create-user', {
    username: 'cached-operator',
    password: 'staff-password',
    role: 'PVZ',
    scope: scopeOf([north]),
  });
  const { id } = created.json().user;
  const operator = await signedInStaff(t.app, 'cached-operator', 'staff-password');
  const onOther = on(other.app, operator);
  const scopeOn = async (get: (url: string) => Promise<{ json(): { scope: { pointIds: number[] } } }>) =>
    (await get('/api/public/auth/me')).json().scope.pointIds;
  expect(await scopeOn(onOther)).toEqual([north]);
  expect(await scopeOn((url) => operator.get(url))).toEqual([north]);

  const edited = await admin.post('/api/users/edit-user', {
    user: { id, username: 'cached-operator', role: 'PVZ', scope: scopeOf([south]) },
  });
  expect(edited.statusCode).toBe(200);

  expect(await scopeOn((url) => operator.get(url))).toEqual([south]);
  await soon(async () => (await scopeOn(onOther)).join() === String(south));
});

it('takes a page away from everyone of a role when the role loses it', async () => {
  const role = (pages: object) => ({ code: 'CACHED', name: 'Кэшируемая', pages, columns: {} });
  expect((await admin.post('/api/roles/create-role', role({ 'admin-cells': 'read' }))).statusCode).toBe(200);
  const holder = await staffWith(t.app, admin, { username: 'role-holder', role: 'CACHED' });
  const pagesOf = async (get: (url: string) => Promise<{ json(): { access: { pages: object } } }>) =>
    Object.keys((await get('/api/public/auth/me')).json().access.pages);
  expect(await pagesOf((url) => holder.get(url))).toEqual(['admin-cells']);
  expect(await pagesOf(on(other.app, holder))).toEqual(['admin-cells']);

  expect((await admin.post('/api/roles/edit-role', role({ 'admin-pvz': 'read' }))).statusCode).toBe(200);

  expect(await pagesOf((url) => holder.get(url))).toEqual(['admin-pvz']);
  await soon(async () => (await pagesOf(on(other.app, holder))).join() === 'admin-pvz');
});

function sessionIdOf(caller: Client): string {
  return (caller.jar.get('pvz_refresh') as string).split('.')[0] as string;
}
