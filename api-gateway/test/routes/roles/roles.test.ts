import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const role = (code: string, pages: object = {}, columns: object = {}) => ({
  code,
  name: `Роль ${code}`,
  pages,
  columns,
});
const auditCount = async (entity: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity', '=', entity)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('roles', () => {
  it('lists the seeded staff roles with their access structures, ADMIN first, without CLIENT', async () => {
    const { roles } = (await admin.get('/api/roles/get-roles')).json();
    expect(roles[0]).toMatchObject({ code: 'ADMIN', fixed: true });
    const operator = roles.find((item: { code: string }) => item.code === 'PVZ');
    expect(operator).toMatchObject({ name: 'Оператор ПВЗ', fixed: false, pages: { 'admin-cells': 'read' } });
    expect(operator.columns.purchase).toMatchObject({ issued: 'write', fromName: 'read' });
    expect(operator.columns.purchase.profit).toBeUndefined();
    expect(roles.map((item: { code: string }) => item.code)).not.toContain('CLIENT');
  });

  it('creates a role whose access its users get at once, and writes it to the log', async () => {
    const before = await auditCount('role');
    const created = await admin.post(
      '/api/roles/create-role',
      role('CASHIER', { 'admin-cells': 'read' }, { purchase: { amountFromClient: 'read' } }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().role).toMatchObject({ code: 'CASHIER', userCount: 0 });
    const cashier = await staffWith(t.app, admin, { username: 'cashier1', role: 'CASHIER' });
    const me = (await cashier.get('/api/public/auth/me')).json();
    expect(me.access.pages).toEqual({ 'admin-cells': 'read' });
    expect(me.access.columns.purchase.amountFromClient).toBe('read');
    expect(me.access.columns.purchase.profit).toBe('hidden');

    const edited = await admin.post(
      '/api/roles/edit-role',
      role('CASHIER', { 'admin-cells': 'write', 'admin-pvz': 'read' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await cashier.get('/api/public/auth/me')).json().access.pages).toEqual({
      'admin-cells': 'write',
      'admin-pvz': 'read',
    });
    expect(await auditCount('role')).toBe(before + 2);
  });

  it.each([
    [role('x'), messages.roleCodeInvalid],
    [role('TOO-LONG!'), messages.roleCodeInvalid],
    [{ ...role('NONAME'), name: '  ' }, messages.roleNameEmpty],
    [role('BADPAGE', { 'no-such-page': 'read' }), messages.pageUnknown],
    [role('BADCOL', {}, { purchase: { nope: 'read' } }), messages.columnUnknown],
    [role('BADKIND', {}, { cars: { wheels: 'read' } }), messages.columnUnknown],
  ])('refuses %j with «%s» and creates nothing', async (body, message) => {
    const response = await admin.post('/api/roles/create-role', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    const codes = (await admin.get('/api/roles/get-roles')).json().roles.map((item: { code: string }) => item.code);
    expect(codes).not.toContain(body.code);
  });

  it('refuses a second role with the same code', async () => {
    expect((await admin.post('/api/roles/create-role', role('TWICE'))).statusCode).toBe(200);
    const again = await admin.post('/api/roles/create-role', role('TWICE'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.roleDuplicate);
  });

  it('keeps ADMIN as it is', async () => {
    for (const url of ['/api/roles/edit-role', '/api/roles/delete-role']) {
      const response = await admin.post(url, { ...role('ADMIN'), code: 'ADMIN' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(messages.roleFixed);
    }
  });

  it('refuses to delete a role its users still have, and deletes it once they have another', async () => {
    await admin.post('/api/roles/create-role', role('TEMP'));
    await staffWith(t.app, admin, { username: 'temp1', role: 'TEMP' });
    const refused = await admin.post('/api/roles/delete-role', { code: 'TEMP' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(say.roleInUse(1));

    const users = (
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'temp1').executeTakeFirstOrThrow()
    ).id;
    await admin.post('/api/users/edit-user', { user: { id: users, username: 'temp1', role: 'USER' } });
    expect((await admin.post('/api/roles/delete-role', { code: 'TEMP' })).statusCode).toBe(200);
    const codes = (await admin.get('/api/roles/get-roles')).json().roles.map((item: { code: string }) => item.code);
    expect(codes).not.toContain('TEMP');
    expect(
      (await admin.post('/api/users/create-user', { username: 'temp2', password: 'p', role: 'TEMP' })).statusCode,
    ).toBe(400);
  });

  it('lets only ADMIN change roles, even someone who was given the roles page', async () => {
    const manager = await staffWith(t.app, admin, {
      username: 'roles-manager',
      role: 'ADMINISTRATOR',
      overrides: { pages: { 'admin-roles': 'write' }, columns: {} },
    });
    expect((await manager.get('/api/roles/get-roles')).statusCode).toBe(200);
    expect((await manager.post('/api/roles/create-role', role('SNEAKY', { 'admin-users': 'write' }))).statusCode).toBe(
      403,
    );
  });
});
