import { messages } from '@pvz/contracts/messages';
import { type Client, createTestApp, pointNamed, signedInAdmin, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let point: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointNamed(admin, 'ПВЗ процентов');
});
afterAll(async () => t.close());

const table = async () => (await admin.get(`/api/pvz-percent/get-percents?pvzId=${point}`)).json();
const cell = (
  answer: { marketplaces: { id: number; name: string }[]; percents: { marketplaceId: number; kind: string }[] },
  name: string,
  kind: string,
) => {
  const marketplace = answer.marketplaces.find((item) => item.name === name);
  return answer.percents.find((item) => item.marketplaceId === marketplace?.id && item.kind === kind);
};

describe('service percentages', () => {
  it('start at the defaults of the settings (10 / 10 / 2) for every marketplace', async () => {
    const answer = await table();
    expect(answer.marketplaces.map((item: { name: string }) => item.name)).toEqual([
      'Ozon',
      'Wildberries',
      'Яндекс Маркет',
    ]);
    expect(cell(answer, 'Ozon', 'purchase')).toMatchObject({ percent: 10, isDefault: true });
    expect(cell(answer, 'Wildberries', 'barcode')).toMatchObject({ percent: 10, isDefault: true });
    expect(cell(answer, 'Яндекс Маркет', 'service')).toMatchObject({ percent: 2, isDefault: true });
  });

  it('keep a value set for one point × marketplace × kind, and follow the default elsewhere', async () => {
    const ozon = (await table()).marketplaces.find((item: { name: string }) => item.name === 'Ozon').id;
    const response = await admin.post('/api/pvz-percent/set-percent', {
      pvzId: point,
      marketplaceId: ozon,
      kind: 'purchase',
      percent: 7.5,
    });
    expect(response.statusCode).toBe(200);
    const settings = (await admin.get('/api/settings/get-settings')).json();
    await admin.post('/api/settings/edit-settings', {
      settings: { ...settings, defaultPercents: { purchase: 12, barcode: 10, service: 2 } },
    });
    const answer = await table();
    expect(cell(answer, 'Ozon', 'purchase')).toMatchObject({ percent: 7.5, isDefault: false });
    expect(cell(answer, 'Wildberries', 'purchase')).toMatchObject({ percent: 12, isDefault: true });
  });

  it.each([4.35, 1.1, 0.57, 1.15])('takes %p %%, a percentage with two decimals', async (percent) => {
    const response = await admin.post('/api/pvz-percent/set-percent', {
      pvzId: point,
      marketplaceId: 1,
      kind: 'service',
      percent,
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('point_percents')
      .select('percent_bp')
      .where('point_id', '=', point)
      .where('marketplace_id', '=', 1)
      .where('kind', '=', 'service')
      .executeTakeFirstOrThrow();
    expect(stored.percent_bp).toBe(Math.round(percent * 100));
  });

  it.each([-1, 100.5, 3.333])('refuses %p %% and changes nothing', async (percent) => {
    const before = await table();
    const response = await admin.post('/api/pvz-percent/set-percent', {
      pvzId: point,
      marketplaceId: 1,
      kind: 'barcode',
      percent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.percentInvalid);
    expect(await table()).toEqual(before);
  });
});
