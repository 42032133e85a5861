import { randomUUID } from 'node:crypto';
import { fileRoutes } from '@pvz/contracts/api/files';
import { type TipSummary, tipRoutes } from '@pvz/contracts/api/tips';
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
import { pngBytes, upload } from '../notifications/upload-fixtures.js';

let t: TestApp;
let admin: Client;
let operator: Client;
let courier: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const point = await pointNamed(admin, 'ПВЗ Подсказок');
  // their roles read the page by default: nobody granted it to them
  operator = await staffWith(t.app, admin, { username: 'tip-operator', role: 'PVZ', scope: scopeOf([point], point) });
  courier = await staffWith(t.app, admin, { username: 'tip-courier', role: 'COURIER', scope: scopeOf([point]) });
}, 120_000);
afterAll(async () => t.close());

const fields = (more: Record<string, unknown> = {}) => ({
  operationId: randomUUID(),
  title: 'Как принять коробку',
  body: 'Отсканируйте **этикетку** коробки.',
  pageKeys: ['goods-acceptance-box'],
  roles: [],
  ...more,
});

async function created(more: Record<string, unknown> = {}): Promise<number> {
  const answer = await admin.post(tipRoutes.create, fields(more));
  if (answer.statusCode !== 200) throw new Error(`tip not created: ${answer.body}`);
  return answer.json().tip.id;
}

const listed = async (caller: Client, query = '') => {
  const answer = await caller.get(`${tipRoutes.list}${query}`);
  expect(answer.statusCode).toBe(200);
  return (answer.json().tips as TipSummary[]).map((tip) => tip.title);
};
const forPage = async (caller: Client, page: string) =>
  ((await caller.get(`${tipRoutes.forPage}?page=${page}`)).json().tips as { title: string }[]).map((tip) => tip.title);
const tipCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('tips')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor'])
    .where('entity', '=', 'tip')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('tips', () => {
  it('are written, changed and taken away by ADMIN, each change in the audit log', async () => {
    const made = await admin.post(
      tipRoutes.create,
      fields({ title: '  Выдача заказа  ', body: '\n## Шаги\n\n1. Найдите ячейку\n', roles: ['PVZ'] }),
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      message: messages.tipCreated,
      tip: {
        title: 'Выдача заказа',
        body: '## Шаги\n\n1. Найдите ячейку',
        pageKeys: ['goods-acceptance-box'],
        roles: ['PVZ'],
        author: 'admin',
      },
    });
    const id = made.json().tip.id;

    const edited = await admin.post(
      tipRoutes.edit,
      fields({ id, title: 'Выдача заказа клиенту', pageKeys: ['goods-issue', 'goods-find'], roles: [] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: messages.tipSaved,
      tip: { id, title: 'Выдача заказа клиенту', pageKeys: ['goods-issue', 'goods-find'], roles: [] },
    });
    expect((await operator.get(`${tipRoutes.record}?id=${id}`)).json()).toMatchObject({
      title: 'Выдача заказа клиенту',
    });
    expect(await forPage(operator, 'goods-issue')).toContain('Выдача заказа клиенту');

    const removed = await admin.post(tipRoutes.remove, { operationId: randomUUID(), id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: messages.tipDeleted, id });
    for (const caller of [admin, operator]) {
      const gone = await caller.get(`${tipRoutes.record}?id=${id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe(messages.tipNotFound);
      expect(await listed(caller)).not.toContain('Выдача заказа клиенту');
      expect(await forPage(caller, 'goods-issue')).not.toContain('Выдача заказа клиенту');
    }
    const again = await admin.post(tipRoutes.edit, fields({ id }));
    expect(again.statusCode).toBe(404);
    expect(await auditOf(id)).toEqual([
      { action: 'create', actor: 'admin' },
      { action: 'update', actor: 'admin' },
      { action: 'delete', actor: 'admin' },
    ]);
  });

  it('are refused to a point operator who only reads the page, and nothing changes', async () => {
    const id = await created({ title: 'Только для чтения' });
    const before = await tipCount();
    for (const [url, body] of [
      [tipRoutes.create, fields()],
      [tipRoutes.edit, fields({ id, title: 'Переписано' })],
      [tipRoutes.remove, { operationId: randomUUID(), id }],
    ] as const) {
      const refused = await operator.post(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/[а-я]/i);
    }
    expect((await operator.get(tipRoutes.options)).statusCode).toBe(403);
    expect(await tipCount()).toBe(before);
    expect((await operator.get(`${tipRoutes.record}?id=${id}`)).json().title).toBe('Только для чтения');
  });

  it('show an article meant for some roles only to them, in the list, by id and on its page', async () => {
    const forCouriers = await created({ title: 'Маршрут курьера', pageKeys: ['delivery-courier'], roles: ['COURIER'] });
    await created({ title: 'Для всех на маршруте', pageKeys: ['delivery-courier'], roles: [] });

    expect(await listed(courier)).toEqual(expect.arrayContaining(['Маршрут курьера', 'Для всех на маршруте']));
    expect(await forPage(courier, 'delivery-courier')).toEqual(['Для всех на маршруте', 'Маршрут курьера']);
    expect((await courier.get(`${tipRoutes.record}?id=${forCouriers}`)).statusCode).toBe(200);

    expect(await listed(operator)).not.toContain('Маршрут курьера');
    expect(await listed(operator)).toContain('Для всех на маршруте');
    expect(await forPage(operator, 'delivery-courier')).toEqual(['Для всех на маршруте']);
    const hidden = await operator.get(`${tipRoutes.record}?id=${forCouriers}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(messages.tipNotFound);

    // the writers see every article, to keep them
    expect(await listed(admin)).toContain('Маршрут курьера');
  });

  it('are found by a word of the text in any of its forms, by a part of a word, and by group or page', async () => {
    await created({
      title: 'Упаковка возвратов',
      body: 'Возвраты маркетплейсам упаковываются в отдельные коробки.',
      pageKeys: ['goods-refunds'],
    });
    await created({ title: 'Касса', body: 'Сверьте наличные в конце смены.', pageKeys: ['finance-balance'] });

    expect(await listed(operator, `?q=${encodeURIComponent('возврат')}`)).toEqual(['Упаковка возвратов']);
    expect(await listed(operator, `?q=${encodeURIComponent('маркетплейса')}`)).toEqual(['Упаковка возвратов']);
    expect(await listed(operator, `?q=${encodeURIComponent('налич')}`)).toEqual(['Касса']);
    expect(await listed(operator, `?q=${encodeURIComponent('100%_')}`)).toEqual([]);
    expect(await listed(operator, '?group=finance')).toEqual(['Касса']);
    expect(await listed(operator, '?page=goods-refunds')).toEqual(['Упаковка возвратов']);
  });

  it('refuse bad input with a Russian 400 and change nothing', async () => {
    const id = await created({ title: 'Неизменная' });
    const before = await tipCount();
    const refusals: [Record<string, unknown>, string | RegExp][] = [
      [fields({ pageKeys: ['no-such-page'] }), /pageKeys/],
      [fields({ pageKeys: ['client-profile'] }), /pageKeys/],
      [fields({ title: 'а'.repeat(201) }), /слишком длинный текст/],
      [fields({ title: 'Нулевой\u0000байт' }), /недопустимые символы/],
      [fields({ body: 'Текст\u0000' }), /недопустимые символы/],
      [fields({ title: '   ' }), messages.tipTitleRequired],
      [fields({ body: ' \n ' }), messages.tipBodyRequired],
      [fields({ roles: ['NO_SUCH_ROLE'] }), messages.tipRoleUnknown],
      [fields({ roles: ['ADMIN'] }), messages.tipRoleUnknown],
      [fields({ body: `![](${fileRoutes.file(randomUUID())})` }), messages.tipPictureInvalid],
    ];
    for (const [body, error] of refusals) {
      for (const [url, payload] of [
        [tipRoutes.create, body],
        [tipRoutes.edit, { ...body, id, operationId: randomUUID() }],
      ] as const) {
        const refused = await admin.post(url, payload);
        expect(`${url} ${refused.statusCode}`).toBe(`${url} 400`);
        expect(refused.json().error).toMatch(error);
      }
    }
    const unknownPage = await admin.get(`${tipRoutes.forPage}?page=no-such-page`);
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json().error).toMatch(/[а-я]/i);
    expect(await tipCount()).toBe(before);
    expect((await admin.get(`${tipRoutes.record}?id=${id}`)).json()).toMatchObject({ title: 'Неизменная' });
  });

  it('show their pictures to whoever reads the article, and to no one else', async () => {
    const uploaded = await upload(admin, pngBytes, 'схема.png', 'tip');
    expect(uploaded.statusCode).toBe(200);
    const picture = uploaded.json().id as string;
    const id = await created({
      title: 'Схема склада',
      body: `Смотрите схему:\n\n![Схема](${fileRoutes.file(picture)})`,
      roles: ['COURIER'],
    });
    const read = (caller: Client) => caller.get(fileRoutes.file(picture));

    expect((await read(courier)).statusCode).toBe(200);
    expect((await read(operator)).statusCode).toBe(404);

    await admin.post(tipRoutes.edit, fields({ id, title: 'Схема склада', body: `![](${fileRoutes.file(picture)})` }));
    expect((await read(operator)).statusCode).toBe(200);

    await admin.post(tipRoutes.remove, { operationId: randomUUID(), id });
    expect((await read(operator)).statusCode).toBe(404);
    expect((await read(admin)).statusCode).toBe(200);

    const equipmentPhoto = (await upload(admin, pngBytes, 'фото.png', 'equipment')).json().id;
    const refused = await admin.post(tipRoutes.create, fields({ body: `![](${fileRoutes.file(equipmentPhoto)})` }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.tipPictureInvalid);
  });
});
