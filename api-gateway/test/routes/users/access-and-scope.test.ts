import { messages } from '@pvz/contracts/messages';
import {
  type Client,
  createTestApp,
  pointNamed,
  scopeOf,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let north: number;
let south: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointNamed(admin, 'ПВЗ Север');
  south = await pointNamed(admin, 'ПВЗ Юг');
});
afterAll(async () => t.close());

describe("a user's scope and overrides", () => {
  it('gives the role with the overrides on top, and the scope, in the session and in the effective access', async () => {
    const operator = await staffWith(t.app, admin, {
      username: 'north-operator',
      role: 'PVZ',
      scope: scopeOf([north], north),
      overrides: {
        pages: { 'admin-cells': 'none', 'admin-phone-numbers': 'read' },
        columns: { purchase: { profit: 'read', issued: 'read' } },
      },
    });
    const me = (await operator.get('/api/public/auth/me')).json();
    // the PVZ role's own goods pages, without the cells page the override took away
    expect(me.access.pages).toEqual({
      'admin-phone-numbers': 'read',
      'goods-acceptance': 'write',
      'goods-issue': 'write',
      'goods-purchase': 'read',
      'goods-barcode': 'read',
      'goods-shop': 'read',
      'goods-acceptance-box': 'write',
      'goods-refunds': 'write',
      'goods-inventory': 'write',
      'goods-expired': 'read',
      'goods-find': 'read',
      // the point's money (0024-withdrawals): operators see it and hand withdrawals over
      'finance-balance': 'read',
      // the cash they hold (0030-advance-report): their expenses, and transfers given to them
      'finance-advance-report': 'write',
      // their tasks (0043-tasks): they see their points' tasks and tick their own
      'extra-tasks-employees': 'read',
      // the support chat (0041-support-chat): they answer their points' clients
      'extra-tickets': 'write',
      // their points' equipment (0042-equipment)
      'extra-equipment': 'read',
      'extra-auto-storage': 'read',
      // the help articles meant for their role (0044-tips)
      tips: 'read',
    });
    expect(me.access.columns.purchase).toMatchObject({
      profit: 'read',
      issued: 'read',
      fromName: 'read',
      priceSite: 'hidden',
    });
    expect(me.scope).toEqual({ allPoints: false, pointIds: [north], sortingCenterId: null, homePointId: north });

    const id = me.user.id;
    const effective = (await admin.get(`/api/users/get-effective-access?id=${id}`)).json();
    expect(effective).toEqual({ access: me.access, scope: me.scope });
  });

  it('gives ADMIN every page, every column and every point whatever is stored', async () => {
    const me = (await admin.get('/api/public/auth/me')).json();
    expect(me.scope.allPoints).toBe(true);
    expect(Object.values(me.access.columns.purchase).every((level) => level === 'write')).toBe(true);
    expect(me.access.pages['admin-audit']).toBe('write');
  });

  it.each([
    [{ scope: scopeOf([999]) }, messages.pointUnknown],
    [{ scope: scopeOf([1], 2) }, messages.homePointOutsideScope],
    [{ scope: { ...scopeOf([]), sortingCenterId: 77 } }, messages.sortingCenterUnknown],
    [{ overrides: { pages: { 'no-page': 'read' }, columns: {} } }, messages.pageUnknown],
    [{ overrides: { pages: {}, columns: { purchase: { wings: 'read' } } } }, messages.columnUnknown],
  ])('refuses %j with «%s» and creates nobody', async (extra, message) => {
    const response = await admin.post('/api/users/create-user', {
      username: 'never',
      password: 'p',
      role: 'PVZ',
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await t.database.db.selectFrom('users').select('id').where('username', '=', 'never').execute()).toHaveLength(
      0,
    );
  });

  it('changes the scope on edit and keeps it when the edit does not mention it', async () => {
    const created = (
      await admin.post('/api/users/create-user', {
        username: 'mover',
        password: 'p',
        role: 'PVZ',
        scope: scopeOf([north]),
      })
    ).json().user;
    await admin.post('/api/users/edit-user', { user: { id: created.id, username: 'mover', role: 'PPVZ' } });
    let stored = (await admin.get(`/api/users/get-effective-access?id=${created.id}`)).json();
    expect(stored.scope.pointIds).toEqual([north]);
    await admin.post('/api/users/edit-user', {
      user: { id: created.id, username: 'mover', role: 'PPVZ', scope: scopeOf([south, north], south) },
    });
    stored = (await admin.get(`/api/users/get-effective-access?id=${created.id}`)).json();
    expect(stored.scope).toEqual({
      allPoints: false,
      pointIds: [north, south].sort((a, b) => a - b),
      sortingCenterId: null,
      homePointId: south,
    });
  });

  it('lets a non-ADMIN manager of users hand out no more than they have', async () => {
    const manager = await staffWith(t.app, admin, {
      username: 'user-manager',
      role: 'ADMINISTRATOR',
      scope: scopeOf([north]),
      overrides: { pages: { 'admin-users': 'write' }, columns: {} },
    });
    const attempts = [
      { scope: { ...scopeOf([]), allPoints: true } },
      { scope: scopeOf([south]) },
      { overrides: { pages: { 'admin-roles': 'write' }, columns: {} } },
      { overrides: { pages: {}, columns: { purchase: { profit: 'write' } } } },
      { role: 'ADMIN' },
    ];
    for (const [index, extra] of attempts.entries()) {
      const response = await manager.post('/api/users/create-user', {
        username: `x${index}`,
        password: 'p',
        role: 'PVZ',
        ...extra,
      });
      expect({ index, status: response.statusCode }).toEqual({ index, status: 403 });
    }
    const allowed = await manager.post('/api/users/create-user', {
      username: 'north-helper',
      password: 'p',
      role: 'PVZ',
      scope: scopeOf([north]),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('writes every change of a user to the log, never the password', async () => {
    const created = (
      await admin.post('/api/users/create-user', { username: 'logged', password: 'secret-pass', role: 'PVZ' })
    ).json().user;
    await admin.post('/api/users/edit-user', {
      user: { id: created.id, username: 'logged', password: 'new-secret', role: 'PVZ' },
    });
    await admin.post('/api/users/delete-user', { username: 'logged' });
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'before', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries.every((entry) => entry.actor === 'admin')).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/secret|argon2/);
    expect(entries[1]?.after).toMatchObject({ passwordChanged: true });
  });
});
