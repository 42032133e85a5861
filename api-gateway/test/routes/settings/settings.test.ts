import { messages } from '@pvz/contracts/messages';
import { defaultSettings } from '@pvz/contracts/settings';
import { type Client as Caller, Client, createTestApp, signedInAdmin, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

describe('settings', () => {
  it('start with the defaults of DOMAIN.md', async () => {
    expect((await admin.get('/api/settings/get-settings')).json()).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({
      refusalFee: 10000,
      cashRoundingStep: 1000,
      referralBonus: 50000,
      partnerPercent: 2.5,
    });
  });

  it('are saved as a whole, logged, and the public part is read by everyone', async () => {
    const settings = {
      ...defaultSettings,
      siteTitle: ' Darom ПВЗ ',
      orderAddress: 'Ряженое, ул. Садовая, 1',
      contactPhones: ['+79120000000'],
    };
    const saved = await admin.post('/api/settings/edit-settings', { settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().siteTitle).toBe('Darom ПВЗ');
    expect((await new Client(t.app).get('/api/public/site')).json()).toEqual({
      siteTitle: 'Darom ПВЗ',
      orderAddress: 'Ряженое, ул. Садовая, 1',
      contactPhones: ['+79120000000'],
    });
    const log = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'settings')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]?.after).toMatchObject({ siteTitle: 'Darom ПВЗ' });
  });

  it.each([
    [{ siteTitle: '' }, messages.siteTitleEmpty],
    [{ refusalFee: -100 }, messages.moneyInvalid],
    [{ cashRoundingStep: 0 }, messages.roundingInvalid],
    [{ expiredDays: 0 }, messages.daysInvalid],
    [{ issuedVisibleHours: 1000 }, messages.hoursInvalid],
    [{ partnerPercent: 101 }, messages.percentInvalid],
    [{ defaultPercents: { purchase: 10, barcode: -1, service: 2 } }, messages.percentInvalid],
    [{ contactPhones: ['12'] }, messages.phoneInvalid],
    [{ newPointCells: 5000 }, messages.newPointCellsInvalid],
  ])('refuses %j with «%s» and keeps what was saved', async (change, message) => {
    const before = (await admin.get('/api/settings/get-settings')).json();
    const response = await admin.post('/api/settings/edit-settings', { settings: { ...before, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await admin.get('/api/settings/get-settings')).json()).toEqual(before);
  });
});
