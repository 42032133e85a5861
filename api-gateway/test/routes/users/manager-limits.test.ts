import { describe as describeMessage, messages } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  signedInStaff,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

/** A point operator trusted with the users page: the kind of manager who must not grant more than they hold. */
let t: TestApp;
let admin: Client;
let senior: Client;
let north: number;
let south: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
  senior = await staffWith(t.app, admin, {
    username: 'senior',
    role: 'PVZ',
    scope: scopeOf([north], north),
    overrides: { pages: { 'admin-users': 'write' }, columns: {} },
  });
});
afterAll(async () => t.close());

async function userId(username: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createAsAdmin(username: string, role: string, pointIds: number[]) {
  const response = await admin.post('/api/users/create-user', {
    username,
    password: `${username}-password`,
    role,
    scope: scopeOf(pointIds),
  });
  expect(response.statusCode).toBe(200);
  return response.json().user.id as number;
}

describe('a user manager who is not ADMIN grants no more than they hold', () => {
  it('refuses a role with pages the manager does not have, naming the page, and creates nobody', async () => {
    const response = await senior.post('/api/users/create-user', {
      username: 'boss',
      password: 'p',
      role: 'ADMINISTRATOR',
      scope: scopeOf([north]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/^Нельзя выдать больше прав, чем у вас: страница «/);
    expect(await t.database.db.selectFrom('users').select('id').where('username', '=', 'boss').execute()).toEqual([]);
  });

  it('refuses a column level above the manager’s own, naming the column', async () => {
    const response = await senior.post('/api/users/create-user', {
      username: 'profit-reader',
      password: 'p',
      role: 'PVZ',
      scope: scopeOf([north]),
      overrides: { pages: {}, columns: { purchase: { profit: 'read' } } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(describeMessage.grantBeyondOwnColumn('Товары клиентов', 'Доход'));
  });

  it('refuses points outside the manager’s scope', async () => {
    const response = await senior.post('/api/users/create-user', {
      username: 'southerner',
      password: 'p',
      role: 'PVZ',
      scope: scopeOf([south]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.scopeBeyondOwn);
  });

  it('creates an operator of the manager’s own point with the manager’s own role', async () => {
    const response = await senior.post('/api/users/create-user', {
      username: 'north-junior',
      password: 'junior-password',
      role: 'PVZ',
      scope: scopeOf([north], north),
    });
    expect(response.statusCode).toBe(200);
    await signedInStaff(t.app, 'north-junior', 'junior-password');
  });
});

describe('a user manager cannot change their own access', () => {
  // the points exist once beforeAll has run: each change is made when its test runs
  it.each([
    ['role', () => ({ role: 'ADMINISTRATOR' })],
    ['scope', () => ({ role: 'PVZ', scope: scopeOf([north, south], north) })],
    [
      'overrides',
      () => ({ role: 'PVZ', overrides: { pages: { 'admin-users': 'write', 'admin-roles': 'read' }, columns: {} } }),
    ],
  ])('refuses a change of their own %s', async (_what, change) => {
    const id = await userId('senior');
    const response = await senior.post('/api/users/edit-user', { user: { id, username: 'senior', ...change() } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.cannotChangeOwnAccess);
    const me = (await senior.get('/api/public/auth/me')).json();
    expect(me.user.role).toBe('PVZ');
    expect(me.scope.pointIds).toEqual([north]);
  });

  it('lets them change their own password and keep everything else', async () => {
    const id = await userId('senior');
    const response = await senior.post('/api/users/edit-user', {
      user: { id, username: 'senior', role: 'PVZ', password: 'staff-password' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('users beyond the manager’s reach', () => {
  it('cannot be given a new password, not even by narrowing their scope in the same call', async () => {
    const id = await createAsAdmin('south-operator', 'PVZ', [south]);
    const response = await senior.post('/api/users/edit-user', {
      user: { id, username: 'south-operator', role: 'PVZ', password: 'taken-over', scope: scopeOf([north]) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.userOutOfReach);
    await signedInStaff(t.app, 'south-operator', 'south-operator-password');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { username: 'south-operator', password: 'taken-over', isForeignDevice: false },
    });
    expect(failed.statusCode).toBe(401);
  });

  it('cannot be deleted', async () => {
    await createAsAdmin('south-keeper', 'PVZ', [south]);
    const response = await senior.post('/api/users/delete-user', { username: 'south-keeper' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.userOutOfReach);
    await signedInStaff(t.app, 'south-keeper', 'south-keeper-password');
  });

  it('includes a user of the same point who holds more access', async () => {
    const id = await createAsAdmin('north-manager', 'ADMINISTRATOR', [north]);
    const edit = await senior.post('/api/users/edit-user', {
      user: { id, username: 'north-manager', role: 'PVZ', password: 'taken-over' },
    });
    expect(edit.statusCode).toBe(403);
    const removed = await senior.post('/api/users/delete-user', { username: 'north-manager' });
    expect(removed.statusCode).toBe(403);
    await signedInStaff(t.app, 'north-manager', 'north-manager-password');
  });

  it('includes ADMIN', async () => {
    const response = await senior.post('/api/users/delete-user', { username: 'admin' });
    expect(response.statusCode).toBe(403);
  });

  it('leaves ADMIN free to edit and delete anyone', async () => {
    const id = await createAsAdmin('anyone', 'ADMINISTRATOR', [south]);
    const edit = await admin.post('/api/users/edit-user', {
      user: { id, username: 'anyone', role: 'PVZ', scope: scopeOf([north]), password: 'new-password' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await admin.post('/api/users/delete-user', { username: 'anyone' })).statusCode).toBe(200);
  });

  it('lets the manager edit and delete a user within reach', async () => {
    const id = await createAsAdmin('north-temp', 'PVZ', [north]);
    const edit = await senior.post('/api/users/edit-user', {
      user: { id, username: 'north-temp', role: 'PVZ', password: 'temp-password-2' },
    });
    expect(edit.statusCode).toBe(200);
    await signedInStaff(t.app, 'north-temp', 'temp-password-2');
    expect((await senior.post('/api/users/delete-user', { username: 'north-temp' })).statusCode).toBe(200);
  });
});
