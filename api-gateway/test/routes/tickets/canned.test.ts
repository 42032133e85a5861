import { CANNED_ANSWERS_MAX, ticketRoutes } from '@pvz/contracts/api/chat';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import {
  type Client,
  createTestApp,
  registeredClient,
  signedInAdmin,
  staffWith,
  type TestApp,
} from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(async () => t.close());

const titles = async (caller: Client = admin) =>
  (await caller.get(ticketRoutes.canned)).json().answers.map((answer: { title: string }) => answer.title);

describe('canned answers', () => {
  it('are created trimmed, listed by title and deleted once', async () => {
    const created = await admin.post(ticketRoutes.cannedCreate, {
      title: '  Приветствие ',
      body: ' Здравствуйте!\nЧем помочь? ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ title: 'Приветствие', body: 'Здравствуйте!\nЧем помочь?' });
    // a point operator works the chat and keeps answers too
    const operator = await staffWith(t.app, admin, { username: 'operator', role: 'PVZ' });
    expect(
      (await operator.post(ticketRoutes.cannedCreate, { title: 'Адрес', body: 'Мы на Ленина, 1' })).statusCode,
    ).toBe(200);
    expect(await titles(operator)).toEqual(['Адрес', 'Приветствие']);

    const removed = await admin.post(ticketRoutes.cannedRemove, { id: created.json().id });
    expect([removed.statusCode, removed.json()]).toEqual([200, { id: created.json().id }]);
    expect(await titles()).toEqual(['Адрес']);
    for (const id of [created.json().id, 999_999]) {
      const again = await admin.post(ticketRoutes.cannedRemove, { id });
      expect([again.statusCode, again.json().error]).toEqual([404, messages.chatCannedNotFound]);
    }
  });

  it('refuses empty, too long and NUL-carrying text, and keeps nothing of it', async () => {
    const before = await titles();
    const refusals: [{ title: string; body: string }, string | null][] = [
      [{ title: '   ', body: 'Текст' }, messages.chatCannedTitleEmpty],
      [{ title: 'Пустой', body: ' \n\t ' }, messages.chatCannedBodyEmpty],
      [{ title: '', body: 'Текст' }, null],
      [{ title: 'x'.repeat(201), body: 'Текст' }, null],
      [{ title: 'Длинный', body: 'x'.repeat(4001) }, null],
      [{ title: 'a\u0000b', body: 'Текст' }, null],
      [{ title: 'NUL', body: 'a\u0000b' }, null],
      [{ title: 'Две\nстроки', body: 'Текст' }, null],
    ];
    for (const [body, error] of refusals) {
      const refused = await admin.post(ticketRoutes.cannedCreate, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual(error ?? expect.stringMatching(/[а-я]/));
    }
    expect(await titles()).toEqual(before);
  });

  it('lets only those who write the chat keep answers, and those who read it see them', async () => {
    const { id } = (await admin.post(ticketRoutes.cannedCreate, { title: 'Часы работы', body: 'С 9 до 21' })).json();
    const reader = await staffWith(t.app, admin, {
      username: 'reader',
      role: 'PVZ',
      overrides: { pages: { 'extra-tickets': 'read' }, columns: {} },
    });
    const courier = await staffWith(t.app, admin, { username: 'courier', role: 'COURIER' });
    const client = await registeredClient(t.app);

    expect(await titles(reader)).toContain('Часы работы');
    for (const caller of [reader, courier, client]) {
      expect((await caller.post(ticketRoutes.cannedCreate, { title: 'Чужой', body: 'Текст' })).statusCode).toBe(403);
      expect((await caller.post(ticketRoutes.cannedRemove, { id })).statusCode).toBe(403);
    }
    for (const caller of [courier, client]) expect((await caller.get(ticketRoutes.canned)).statusCode).toBe(403);
    expect(await titles()).toContain('Часы работы');
    expect(await titles()).not.toContain('Чужой');
  });

  it('are removed by their author, or by staff of every point; a point’s operator cannot wipe the director’s', async () => {
    const directors = (await admin.post(ticketRoutes.cannedCreate, { title: 'Директорский', body: 'Текст' })).json();
    const operator = await staffWith(t.app, admin, { username: 'owner-operator', role: 'PVZ' });
    const own = (await operator.post(ticketRoutes.cannedCreate, { title: 'Свой', body: 'Текст' })).json();

    const refused = await operator.post(ticketRoutes.cannedRemove, { id: directors.id });
    expect([refused.statusCode, refused.json().error]).toEqual([403, messages.chatCannedNotYours]);
    expect(await titles()).toContain('Директорский');
    expect((await operator.post(ticketRoutes.cannedRemove, { id: own.id })).statusCode).toBe(200);
    const again = (await operator.post(ticketRoutes.cannedCreate, { title: 'Снова свой', body: 'Текст' })).json();
    expect((await admin.post(ticketRoutes.cannedRemove, { id: again.id })).statusCode).toBe(200);
    expect(await titles()).not.toContain('Снова свой');
  });

  it(`keeps no more than ${CANNED_ANSWERS_MAX}, however many ask at once`, async () => {
    const live = (await titles()).length;
    await sql`insert into chat_canned_answers (title, body, created_by)
      select 'Запас ' || n, 'Текст', 1 from generate_series(1, ${CANNED_ANSWERS_MAX - 2 - live}::int) n`.execute(
      t.database.db,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        admin.post(ticketRoutes.cannedCreate, { title: `Гонка ${n}`, body: 'Текст' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe(messages.chatCannedTooMany);
    expect(await titles()).toHaveLength(CANNED_ANSWERS_MAX);
  });
});
