import { policyRoutes, policyTitles } from '@pvz/contracts/api/policies';
import {
  type Client as Caller,
  Client,
  createTestApp,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const read = (name: string) => new Client(t.app).get(`${policyRoutes.publicPolicy}?name=${name}`);

describe('policies', () => {
  it('are empty until ADMIN publishes them, then every visitor reads them', async () => {
    expect((await read('privacy')).json()).toEqual({
      name: 'privacy',
      title: policyTitles.privacy,
      text: '',
      updatedAt: null,
    });
    const text = '1. Общие положения\n\nМы храним телефон клиента, чтобы выдавать его заказы.';
    const saved = await admin.post(policyRoutes.editPolicy, { name: 'privacy', text: `  ${text}\n` });
    expect(saved.statusCode).toBe(200);
    const published = (await read('privacy')).json();
    expect(published).toMatchObject({ name: 'privacy', text, updatedAt: expect.any(String) });
    // the other policy is its own text
    expect((await read('personal-data')).json().text).toBe('');
    const log = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'after'])
      .where('entity_id', '=', 'policy:privacy')
      .execute();
    expect(log).toEqual([{ entity_id: 'policy:privacy', after: text }]);
  });

  it('refuses an unknown policy, a NUL, an endless text and a caller without the settings page', async () => {
    expect((await read('terms')).statusCode).toBe(400);
    expect((await admin.post(policyRoutes.editPolicy, { name: 'terms', text: 'x' })).statusCode).toBe(400);
    expect((await admin.post(policyRoutes.editPolicy, { name: 'privacy', text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await admin.post(policyRoutes.editPolicy, { name: 'privacy', text: 'я'.repeat(100_001) })).statusCode).toBe(
      400,
    );
    expect((await new Client(t.app).post(policyRoutes.editPolicy, { name: 'privacy', text: 'x' })).statusCode).toBe(
      401,
    );
    const operator = await staffWith(t.app, admin, {
      username: 'policy-operator',
      role: 'PVZ',
      scope: { allPoints: true, pointIds: [], sortingCenterId: null, homePointId: null },
    });
    expect((await operator.post(policyRoutes.editPolicy, { name: 'privacy', text: 'x' })).statusCode).toBe(403);
    expect((await read('privacy')).json().text).not.toBe('x');
  });
});
