import { mapRoutes } from '@pvz/contracts/api/maps';
import { messages } from '@pvz/contracts/messages';
import { forbiddenCharacters, refusedField } from '@pvz/contracts/messages/validation';
import { type Client, createTestApp, signedInAdmin, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const point = { name: 'ПВЗ Часы', address: 'Донецк', latitude: 48.02, longitude: 37.8, isPartner: false };
const listed = async (id: number) =>
  (await admin.get('/api/reference/points')).json().items.find((item: { id: number }) => item.id === id);
const onMap = async (id: number) =>
  (await admin.get(mapRoutes.places)).json().points.find((item: { id: number }) => item.id === id);

describe('a point’s opening hours', () => {
  it('are kept trimmed, shown on the map, and cleared when blank or not given', async () => {
    const created = await admin.post('/api/reference/points/create', {
      item: { ...point, hours: '  Пн–Вс 10:00–21:00 ' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().item;
    expect((await listed(id)).hours).toBe('Пн–Вс 10:00–21:00');
    expect((await onMap(id)).hours).toBe('Пн–Вс 10:00–21:00');

    const edit = (fields: object) => admin.post('/api/reference/points/edit', { item: { id, ...point, ...fields } });
    expect((await edit({ hours: '   ' })).statusCode).toBe(200);
    expect((await listed(id)).hours).toBeNull();
    await edit({ hours: 'Пн–Пт 9–18' });
    expect((await edit({})).statusCode).toBe(200);
    expect((await onMap(id)).hours).toBeNull();
  });

  it('refuse what is too long or not one line, in Russian, and change nothing', async () => {
    const { id } = (
      await admin.post('/api/reference/points/create', { item: { ...point, name: 'ПВЗ Часы 2', hours: 'Пн–Сб 9–20' } })
    ).json().item;
    const refusals: [string, string][] = [
      ['Ч'.repeat(101), messages.openingHoursTooLong],
      ['Ч'.repeat(201), refusedField('item.hours', 'слишком длинный текст (не больше 200 знаков)')],
      ['Пн–Пт 9–18\nСб 10–16', refusedField('item.hours', forbiddenCharacters)],
      ['Пн–Пт 9–18\u0000', refusedField('item.hours', forbiddenCharacters)],
    ];
    for (const [hours, error] of refusals) {
      for (const answer of [
        await admin.post('/api/reference/points/edit', { item: { id, ...point, name: 'ПВЗ Часы 2', hours } }),
        await admin.post('/api/reference/points/create', { item: { ...point, name: 'ПВЗ Часы 3', hours } }),
      ]) {
        expect([hours, answer.statusCode, answer.json().error]).toEqual([hours, 400, error]);
      }
    }
    expect((await listed(id)).hours).toBe('Пн–Сб 9–20');
    expect(
      (await admin.get('/api/reference/points')).json().items.map((item: { name: string }) => item.name),
    ).not.toContain('ПВЗ Часы 3');
  });
});
