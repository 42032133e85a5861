import { randomUUID } from 'node:crypto';
import { CLIENT_BALANCE_MAX } from '@pvz/contracts/api/client-account';
import { goodsListsRoutes } from '@pvz/contracts/api/goods-lists';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { messages, describe as named } from '@pvz/contracts/messages';
import { forbiddenCharacters, nestedTooDeep, numberNotFinite, refusedField } from '@pvz/contracts/messages/validation';
import { MAX_NESTING } from '../../src/plugins/app/input-guard.js';
import { type ChangeLog, watchChanges } from '../helpers/change-log.js';
import {
  aClient,
  type Client as Caller,
  Client,
  createTestApp,
  pointNamed,
  registeredClient,
  signedInAdmin,
  type TestApp,
} from '../helpers/test-app.js';

/**
 * The bad input the hardening issue names, each answered with a Russian 400 (or a 422 for a business
 * limit) and changing nothing: ids past int4, 1e308 and 1.5 as ids, NUL in text, year 0000, a
 * fraction in a numeric grid filter, a balance past 2^31 kopecks, and anonymous calls with bad input.
 */
let t: TestApp;
let admin: Caller;
let changes: ChangeLog;
let pointId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  pointId = await pointNamed(admin, 'ПВЗ проверки ввода');
  await registeredClient(t.app);
  // a refused money move keeps its answer for a replay (operations): bookkeeping, like the others
  changes = await watchChanges(t.database.db, ['sessions', 'login_failures', 'operations']);
});
afterAll(async () => t.close());

/** Runs a request that must be refused and proves it changed nothing. */
async function refused(request: () => Promise<{ statusCode: number; json(): unknown }>) {
  const mark = await changes.mark();
  const response = await request();
  expect(await changes.since(mark)).toEqual([]);
  return { status: response.statusCode, ...(response.json() as { error: string; code: string }) };
}

/** Numbers in messages are grouped as Russian text groups them, with no-break spaces. */
const int4Max = '2\u00a0147\u00a0483\u00a0647';

describe('ids that no int4 column holds', () => {
  it.each([
    ['2147483648', `число больше допустимого (не больше ${int4Max})`],
    ['1e308', `число больше допустимого (не больше ${int4Max})`],
    ['1.5', 'нужно целое число'],
    ['0', 'число меньше допустимого (не меньше 1)'],
  ])('refuses %s as an id in a query', async (id, reason) => {
    const answer = await refused(() => admin.get(`${goodsRoutes.record('purchase')}?id=${id}`));
    expect(answer).toEqual({ status: 400, code: 'VALIDATION', error: refusedField('id', reason) });
  });

  it.each([2147483648, 1e308, 1.5])('refuses %s as an id in a body and deletes nothing', async (id) => {
    const answer = await refused(() => admin.post('/api/reference/points/delete', { id }));
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(answer.error).toMatch(refusedField('id', ''));
  });

  it('refuses «Infinity», which the validator would coerce into a number past every bound', async () => {
    const answer = await refused(() => admin.get(`${goodsRoutes.record('purchase')}?id=Infinity`));
    expect(answer).toEqual({ status: 400, code: 'BAD_REQUEST', error: refusedField('id', numberNotFinite) });
  });

  it('reads a scanned label with an id past int4 as no label at all', async () => {
    const answer = await refused(() => admin.post(goodsRoutes.resolveScan, { pvzId: pointId, code: '1/99999999999' }));
    expect(answer).toEqual({ status: 400, code: 'BAD_REQUEST', error: messages.codeUnknown });
  });
});

describe('nullable values', () => {
  it('refuses a value of another type by the type the field is meant to hold, and takes null', async () => {
    const item = { name: 'ПВЗ с координатами', address: 'адрес', latitude: 'север', longitude: null, isPartner: false };
    const answer = await refused(() => admin.post('/api/reference/points/create', { item }));
    expect(answer).toEqual({ status: 400, code: 'VALIDATION', error: refusedField('item.latitude', 'нужно число') });
    const created = await admin.post('/api/reference/points/create', { item: { ...item, latitude: null } });
    expect(created.statusCode).toBe(200);
    expect(created.json().item).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('NUL and control characters', () => {
  const item = { name: 'ПВЗ', address: 'адрес', latitude: null, longitude: null, isPartner: false };
  const loginFailures = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses NUL in the anonymous staff login before the login counter, and it reaches no query', async () => {
    const before = await loginFailures();
    for (const body of [
      { username: 'admin\u0000', password: 'x' },
      { username: 'admin', password: 'x\u0000' },
    ]) {
      const answer = await refused(() => new Client(t.app).post('/api/public/login', body));
      const field = body.username.includes('\u0000') ? 'username' : 'password';
      expect(answer).toEqual({ status: 400, code: 'BAD_REQUEST', error: refusedField(field, forbiddenCharacters) });
    }
    expect(await loginFailures()).toBe(before);
  });

  it('refuses NUL anywhere in a body, a nested text or a key alike', async () => {
    for (const [body, field] of [
      [{ item: { ...item, name: 'ПВЗ\u0000' } }, 'item.name'],
      [{ item: { ...item, 'x\u0000': 1 } }, 'item.x\u0000'],
      [{ item: { ...item, extra: [1, [{ a: 'b' }, 'c\u0000']] } }, 'item.extra.1.1'],
      [[{ a: 1 }, '\u0000'], '1'],
    ] as const) {
      const answer = await refused(() => admin.post('/api/reference/points/create', body));
      expect(answer).toEqual({ status: 400, code: 'BAD_REQUEST', error: refusedField(field, forbiddenCharacters) });
    }
  });

  it('refuses a body nested past 32 levels before its schema, and lets one at 32 reach the schema', async () => {
    const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);
    const tooDeep = await refused(() =>
      admin.post('/api/reference/points/create', { item: { ...item, extra: nested(MAX_NESTING - 1) } }),
    );
    expect(tooDeep).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      error: refusedField('', nestedTooDeep(MAX_NESTING)),
    });
    const deepest = await refused(() =>
      admin.post('/api/reference/points/create', {
        item: { ...item, latitude: 'север', extra: nested(MAX_NESTING - 2) },
      }),
    );
    expect(deepest).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      error: refusedField('item.latitude', 'нужно число'),
    });
  });

  it('refuses a lone half of a surrogate pair, and keeps whole pairs (emoji)', async () => {
    const client = await admin.post('/api/clients/get-client-phone', { phoneNumber: aClient.phoneNumber });
    expect(client.statusCode).toBe(200);
    const broken = await refused(() =>
      admin.post('/api/messages', { title: 'Сообщение', message: 'текст\ud800', phoneNumber: aClient.phoneNumber }),
    );
    expect(broken).toEqual({ status: 400, code: 'BAD_REQUEST', error: refusedField('message', forbiddenCharacters) });
    const whole = await admin.post('/api/messages', {
      title: 'Сообщение',
      message: 'Ваш заказ 📦',
      phoneNumber: aClient.phoneNumber,
    });
    expect(whole.statusCode).toBe(200);
  });

  it('refuses control characters in one-line text, and keeps line breaks in notes', async () => {
    const answer = await refused(() =>
      admin.post('/api/reference/points/create', {
        item: { name: 'ПВЗ\u0007', address: '', latitude: null, longitude: null, isPartner: false },
      }),
    );
    expect(answer).toEqual({ status: 400, code: 'VALIDATION', error: refusedField('item.name', forbiddenCharacters) });
    const created = await admin.post(goodsRoutes.create('purchase'), {
      operationId: randomUUID(),
      row: { fromName: aClient.phoneNumber, dispatchPVZ: pointId, notation: 'первая строка\nвторая\tстрока' },
      quantity: 1,
    });
    expect(created.json()).toMatchObject({ rows: [{ notation: 'первая строка\nвторая\tстрока' }] });
  });
});

describe('dates of no real year', () => {
  it('refuses year 0000 in the audit log filter with the range in words', async () => {
    const answer = await refused(() => admin.get('/api/audit/get-log?from=0000-01-01'));
    expect(answer).toEqual({
      status: 400,
      code: 'VALIDATION',
      error: refusedField('from', 'дата вне допустимого диапазона (с 2000 по 2100 год)'),
    });
  });

  it('refuses year 0000 in a chronicle period and the turnover with the period’s own message', async () => {
    for (const url of [
      `${goodsListsRoutes.chronicle('purchase')}?page=0&pageSize=10&createdFrom=0000-01-01`,
      `${goodsListsRoutes.chronicleExport('purchase')}?createdTo=0000-12-31`,
      `${goodsListsRoutes.turnover}?from=0000-01-01&to=2026-01-01`,
    ]) {
      expect(await refused(() => admin.get(url))).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        error: messages.periodInvalid,
      });
    }
  });
});

describe('grid filters checked against the column’s type', () => {
  const list = (filter: object) =>
    admin.get(
      `${goodsRoutes.list('purchase')}?page=0&pageSize=10&filters=${encodeURIComponent(JSON.stringify([filter]))}`,
    );

  it.each([
    [{ field: 'cell', operator: '=', value: 1.5 }, named.filterWholeNumber('Ячейка')],
    [{ field: 'id', operator: '>', value: 1e308 }, named.filterWholeNumber('ID')],
    [{ field: 'priceSite', operator: '<', value: 10.25 }, named.filterWholeNumber('Стоимость сайт')],
    [{ field: 'percentClient', operator: '=', value: 2.555 }, named.filterPercent('Процент с клиента')],
    [{ field: 'createdAt', operator: 'after', value: '0000-01-01' }, named.filterDate('Создано')],
    [{ field: 'dispatchPVZ', operator: 'isAnyOf', value: [2147483648] }, messages.filterInvalid],
    [{ field: 'name', operator: 'contains', value: 'а\u0000б' }, messages.filterInvalid],
  ])('refuses %j', async (filter, error) => {
    expect(await refused(() => list(filter))).toEqual({ status: 400, code: 'BAD_REQUEST', error });
  });

  it('takes the same filters with values of the right type', async () => {
    for (const filter of [
      { field: 'cell', operator: '=', value: 2 },
      { field: 'percentClient', operator: '=', value: 2.5 },
      { field: 'createdAt', operator: 'after', value: '2026-01-01T00:00:00.000Z' },
    ])
      expect((await list(filter)).statusCode).toBe(200);
  });
});

describe('a client balance past 2^31 kopecks', () => {
  it('is kept exactly, set back, and refused past the ceiling with a 422 that changes nothing', async () => {
    const { id } = (await admin.post('/api/clients/get-client-phone', { phoneNumber: aClient.phoneNumber })).json();
    const add = (balance: number) =>
      admin.post('/api/clients/update-sum-balance', { id, balance, reason: 'Проверка', operationId: randomUUID() });
    expect((await add(1_500_000_000)).json()).toEqual({ success: true, balance: 1_500_000_000 });
    expect((await add(1_500_000_000)).json()).toEqual({ success: true, balance: 3_000_000_000 });
    const card = (await admin.post('/api/clients/get-client-by-id', { id })).json();
    expect(card.client.balance).toBe(3_000_000_000);

    const setBack = await admin.post('/api/clients/edit-balance', {
      phoneNumber: aClient.phoneNumber,
      balance: 0,
      reason: 'Обнуление',
      operationId: randomUUID(),
    });
    expect(setBack.json()).toEqual({ success: true, balance: 0 });
    // the ledger's bigint amounts come back as numbers from either database
    const ledger = (await admin.post('/api/clients/get-client-by-id', { id })).json().ledger;
    expect(ledger.map((row: { amount: number }) => row.amount)).toEqual([-3_000_000_000, 1_500_000_000, 1_500_000_000]);

    expect((await add(CLIENT_BALANCE_MAX)).json()).toEqual({ success: true, balance: CLIENT_BALANCE_MAX });
    expect(await refused(() => add(1))).toEqual({
      status: 422,
      code: 'BUSINESS_RULE',
      error: messages.balanceTooLarge,
    });
    expect(await refused(() => add(CLIENT_BALANCE_MAX + 1))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('anonymous callers of the routes for both cabinets', () => {
  it.each([
    ['GET', '/api/files?id=%00', undefined],
    ['POST', '/api/files?purpose=nothing', undefined],
    ['GET', '/api/notifications?page=1.5', undefined],
    ['POST', '/api/notifications/read', { ids: 'все' }],
    ['POST', '/api/notifications/read-all', []],
    ['POST', '/api/client-devices/get-token-by-phone', { phoneNumber: 2147483648 }],
  ] as const)('get 401 before their input is read: %s %s', async (method, url, payload: object | undefined) => {
    const response = await new Client(t.app).request({ method, url, ...(payload && { payload }) });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });
});
