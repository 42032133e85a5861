import type { UserList } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { decryptList } from '../../helpers/decrypt.js';
import {
  ADMIN,
  type Client,
  createTestApp,
  signedInAdmin,
  signedInStaff,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

async function listUsers(caller: Client = admin): Promise<UserList> {
  const me = (await caller.get('/api/public/auth/me')).json();
  const response = await caller.get('/api/users/get-users');
  expect(response.statusCode).toBe(200);
  return decryptList<UserList>(me.session.listKey, response.json());
}

async function createUser(username: string, password = 'pass-1', role = 'PVZ') {
  return admin.post('/api/users/create-user', { username, password, role });
}

describe('create-user', () => {
  it('creates a user who can then sign in', async () => {
    const response = await createUser('operator1', 'op-pass', 'PVZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: {
        id: expect.any(Number),
        username: 'operator1',
        role: 'PVZ',
        scope: { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null },
        overrides: { pages: {}, columns: {} },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const operator = await signedInStaff(t.app, 'operator1', 'op-pass');
    const me = (await operator.get('/api/public/auth/me')).json();
    expect(me.user).toMatchObject({ username: 'operator1', role: 'PVZ', roleName: 'Оператор ПВЗ' });
    expect(me.access.pages['admin-users']).toBeUndefined();
  });

  it.each([
    [{ username: '' }, messages.usernameEmpty],
    [{ username: '   ' }, messages.usernameEmpty],
    [{ password: '' }, messages.passwordEmpty],
    [{ username: 'x'.repeat(65) }, messages.usernameTooLong],
    [{ role: 'NOPE' }, messages.roleUnknown],
    [{ role: 'CLIENT' }, messages.roleUnknown],
  ])('refuses %j with «%s» and creates nothing', async (change, message) => {
    const before = (await listUsers()).length;
    const response = await admin.post('/api/users/create-user', {
      username: 'valid-name',
      password: 'p',
      role: 'USER',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect((await listUsers()).length).toBe(before);
  });

  it('lets a Cyrillic name sign in and be deleted whatever the letter case', async () => {
    expect((await createUser('Иванов', 'pass-ivanov')).statusCode).toBe(200);
    await expect(signedInStaff(t.app, 'иванов', 'pass-ivanov')).resolves.toBeDefined();
    expect((await createUser('ИВАНОВ')).statusCode).toBe(409);
    expect((await admin.post('/api/users/delete-user', { username: 'иВАНОВ' })).statusCode).toBe(200);
  });

  it('refuses a duplicate name in any letter case with the spec message', async () => {
    expect((await createUser('Duplicate')).statusCode).toBe(200);
    const again = await createUser('  duplicate ');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.userDuplicate, code: 'CONFLICT' });
  });
});

describe('get-users', () => {
  it('answers the list encrypted under the session key, without password hashes', async () => {
    await createUser('listed-user');
    const raw = (await admin.get('/api/users/get-users')).body;
    expect(raw).not.toContain('listed-user');
    expect(raw).not.toContain('argon2');

    const users = await listUsers();
    const listed = users.find((user) => user.username === 'listed-user');
    expect(listed).toEqual({
      id: expect.any(Number),
      username: 'listed-user',
      role: 'PVZ',
      scope: { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null },
      overrides: { pages: {}, columns: {} },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Object.keys(listed ?? {})).not.toContain('password');
  });

  it('cannot be read with another session key', async () => {
    const other = await signedInAdmin(t.app);
    const otherKey = (await other.get('/api/public/auth/me')).json().session.listKey;
    const payload = (await admin.get('/api/users/get-users')).json();
    await expect(decryptList(otherKey, payload)).rejects.toThrow();
  });
});

describe('edit-user', () => {
  it('renames a user, changes the role and the password; the old password stops working and their sessions end', async () => {
    const created = (await createUser('to-edit', 'old-pass', 'PVZ')).json().user;
    const theirSession = await signedInStaff(t.app, 'to-edit', 'old-pass');

    const response = await admin.post('/api/users/edit-user', {
      user: { id: created.id, username: 'edited', password: 'new-pass', role: 'COURIER' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: created.id, username: 'edited', role: 'COURIER' });

    expect((await theirSession.get('/api/public/auth/me')).json()).toEqual({ user: null });
    const oldLogin = await signedInStaff(t.app, 'edited', 'old-pass').catch((error: Error) => error);
    expect(oldLogin).toBeInstanceOf(Error);
    const me = (await (await signedInStaff(t.app, 'edited', 'new-pass')).get('/api/public/auth/me')).json();
    expect(me.user.role).toBe('COURIER');
  });

  it('keeps the password when none is given', async () => {
    const created = (await createUser('keeps-pass', 'same-pass')).json().user;
    const response = await admin.post('/api/users/edit-user', {
      user: { id: created.id, username: 'keeps-pass', password: '', role: 'OFFICE' },
    });
    expect(response.statusCode).toBe(200);
    await expect(signedInStaff(t.app, 'keeps-pass', 'same-pass')).resolves.toBeDefined();
  });

  it('refuses a rename onto another user, an unknown id, an empty name and self-demotion, changing nothing', async () => {
    await createUser('taken-name');
    const victim = (await createUser('victim')).json().user;
    const adminId = (await admin.get('/api/public/auth/me')).json().user.id;
    const cases: [object, number, string][] = [
      [{ id: victim.id, username: 'TAKEN-NAME', role: 'PVZ' }, 409, messages.userDuplicate],
      [{ id: 999_999, username: 'nobody', role: 'PVZ' }, 404, messages.userNotFound],
      [{ id: victim.id, username: '', role: 'PVZ' }, 400, messages.usernameEmpty],
      [{ id: victim.id, username: 'victim', role: 'GHOST' }, 400, messages.roleUnknown],
      [{ id: adminId, username: 'admin', role: 'USER' }, 400, messages.cannotDemoteSelf],
    ];
    for (const [user, status, message] of cases) {
      const response = await admin.post('/api/users/edit-user', { user });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(message);
    }
    const users = await listUsers();
    expect(users.find((user) => user.id === victim.id)).toMatchObject({ username: 'victim', role: 'PVZ' });
    expect(users.find((user) => user.id === adminId)).toMatchObject({ username: 'admin', role: 'ADMIN' });
  });
});

describe('delete-user', () => {
  it('deletes a user: they disappear from the list, cannot sign in, lose their sessions, and the name is free again', async () => {
    await createUser('leaver', 'leaver-pass');
    const theirSession = await signedInStaff(t.app, 'leaver', 'leaver-pass');

    const response = await admin.post('/api/users/delete-user', { username: 'leaver' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await listUsers()).map((user) => user.username)).not.toContain('leaver');
    expect((await theirSession.get('/api/public/auth/me')).json()).toEqual({ user: null });
    await expect(signedInStaff(t.app, 'leaver', 'leaver-pass')).rejects.toThrow();
    // the row stays for history
    const rows = await t.database.db
      .selectFrom('users')
      .select('deleted_at')
      .where('username', '=', 'leaver')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await createUser('leaver')).statusCode).toBe(200);
  });

  it('refuses to delete oneself or an unknown user', async () => {
    const self = await admin.post('/api/users/delete-user', { username: ADMIN.username });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(messages.cannotDeleteSelf);
    const unknown = await admin.post('/api/users/delete-user', { username: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(messages.userNotFound);
  });
});

describe('get-roles', () => {
  it('lists the staff roles with ADMIN first and without CLIENT', async () => {
    const { roles } = (await admin.get('/api/users/get-roles')).json();
    expect(roles[0]).toEqual({ code: 'ADMIN', name: 'Директор', atCounter: false });
    // the point operator works at a counter: the users form asks for a point
    expect(roles.find((role: { code: string }) => role.code === 'PVZ').atCounter).toBe(true);
    expect(roles.find((role: { code: string }) => role.code === 'OFFICE').atCounter).toBe(false);
    expect(roles.map((role: { code: string }) => role.code)).toEqual(
      expect.arrayContaining([
        'ADMINISTRATOR',
        'PVZ',
        'PPVZ',
        'RMANAGER',
        'SORTIROVKA',
        'COURIER',
        'DRIVER',
        'OFFICE',
        'USER',
      ]),
    );
    expect(roles.map((role: { code: string }) => role.code)).not.toContain('CLIENT');
  });
});
