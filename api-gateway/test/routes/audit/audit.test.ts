import { type Client, createTestApp, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  for (const name of ['СЦ 1', 'СЦ 2', 'СЦ 3']) {
    await admin.post('/api/reference/sorting-centers/create', { item: { name, address: '' } });
  }
  const other = await staffWith(t.app, admin, {
    username: 'second-admin',
    role: 'ADMINISTRATOR',
    overrides: { pages: { 'admin-phone-numbers': 'write' }, columns: {} },
  });
  await other.post('/api/reference/phone-numbers/create', { item: { phoneNumber: '+79120000009', address: 'Дом' } });
});
afterAll(async () => t.close());

describe('audit log', () => {
  it('lists changes and sign-ins newest first with who, what, before and after', async () => {
    const { rows, total } = (await admin.get('/api/audit/get-log')).json();
    expect(total).toBe(7);
    expect(rows[0]).toMatchObject({ actor: 'second-admin', entity: 'reference:phone-numbers', action: 'create' });
    expect(rows[0].after).toMatchObject({ phoneNumber: '+79120000009' });
    expect(rows[1]).toMatchObject({ actor: 'second-admin', entity: 'sign-in:staff', action: 'sign-in' });
    expect(rows.at(-2)).toMatchObject({ actor: 'admin', entity: 'reference:sorting-centers', action: 'create' });
    expect(rows.at(-1)).toMatchObject({
      actor: 'admin',
      entity: 'sign-in:staff',
      entityId: 'admin',
      action: 'sign-in',
    });
  });

  it('filters by entity, by actor (any letter case) and by Moscow dates, and pages', async () => {
    expect((await admin.get('/api/audit/get-log?entity=reference:sorting-centers')).json().total).toBe(3);
    expect((await admin.get('/api/audit/get-log?actor=SECOND-ADMIN')).json().total).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    expect((await admin.get(`/api/audit/get-log?from=${today}&to=${today}`)).json().total).toBe(7);
    expect((await admin.get('/api/audit/get-log?to=2020-01-01')).json().total).toBe(0);
    const page = (await admin.get('/api/audit/get-log?page=1&pageSize=2')).json();
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(7);
  });

  it('refuses a malformed date', async () => {
    expect((await admin.get('/api/audit/get-log?from=yesterday')).statusCode).toBe(400);
  });
});
