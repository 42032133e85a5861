import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { banksRoutes } from '@pvz/contracts/api/banks';
import type { PreviewLine, StatementMapping } from '@pvz/contracts/api/statements';
import { emptyStatementMapping, statementRoutes } from '@pvz/contracts/api/statements';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Client;
let bankId: number;
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url));

/** A multipart form as the page sends it: the file and the JSON fields. */
function form(file: Buffer, name: string, fields: Record<string, string>) {
  const boundary = `----pvz${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (
  url: string,
  name: string,
  fields: { mapping?: StatementMapping; decisions?: object; bankId?: number } = {},
  caller: Client = admin,
  file: Buffer = fixture(name),
) =>
  caller.request({
    method: 'POST',
    url,
    ...form(file, name, {
      bankId: String(fields.bankId ?? bankId),
      ...(fields.mapping && { mapping: JSON.stringify(fields.mapping) }),
      ...(fields.decisions && { decisions: JSON.stringify(fields.decisions) }),
    }),
  });
const preview = (name: string, fields = {}) => send(statementRoutes.preview, name, fields);
let otherExpenses: number;
/**
 * Imports as the page does: by the columns the preview showed, each outgoing line with a category
 * (the one asked, else the suggested one, else «Сопутствующие расходы»).
 */
async function importFile(
  name: string,
  fields: { decisions?: { include?: unknown; categories?: Record<string, number> } } = {},
  file: Buffer = fixture(name),
) {
  const shown = (await send(statementRoutes.preview, name, {}, admin, file)).json();
  const categories: Record<string, number> = {};
  for (const line of shown.lines as PreviewLine[])
    if (line.direction === 'out') categories[line.fingerprint] = line.categoryId ?? otherExpenses;
  const decisions = {
    include: [],
    ...fields.decisions,
    categories: { ...categories, ...fields.decisions?.categories },
  };
  return send(statementRoutes.import, name, { mapping: shown.mapping ?? undefined, decisions }, admin, file);
}
const bankBalance = async (name: string) =>
  (await admin.get(advanceReportRoutes.balances)).json().balances.find((b: { account: string }) => b.account === name)
    ?.balance as number;
const summaryOf = (lines: PreviewLine[]) => lines.map((line) => [line.day, line.direction, line.amount, line.status]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const made = await admin.post(banksRoutes.create, {
    operationId: randomUUID(),
    name: 'Сбер',
    opening: 100_000_00,
  });
  expect(made.statusCode).toBe(200);
  bankId = made.json().banks.find((bank: { name: string }) => bank.name === 'Сбер').id;
  const categories = (await admin.get('/api/reference/choices')).json().categories;
  otherExpenses = categories.find((item: { name: string }) => item.name === 'Сопутствующие расходы').id;
});
afterAll(async () => t.close());

describe('statement import', () => {
  it('reads a Sber-like xlsx: finds the header under the title, debit out and credit in, skips the totals line', async () => {
    const answer = await preview('sber.xlsx');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.format).toBe('xlsx');
    expect(body.mapping).toEqual(
      expect.objectContaining({
        date: 'Дата проводки',
        debit: 'Сумма по дебету',
        credit: 'Сумма по кредиту',
        inn: 'ИНН контрагента',
        purpose: 'Назначение платежа',
        document: '№ документа',
        counterparty: 'Контрагент',
      }),
    );
    expect(summaryOf(body.lines)).toEqual([
      ['2026-11-03', 'in', 150_000_00, 'new'],
      ['2026-11-05', 'out', 45_000_00, 'new'],
      ['2026-11-06', 'out', 1_234_50, 'new'],
    ]);
    expect(body.unreadable).toEqual([]);
    expect(body.balances).toBeNull();
  });

  it('imports the new lines as cashless rows of the bank, and the same file again imports nothing', async () => {
    const before = await bankBalance('Сбер');
    const categories = (await admin.get('/api/reference/choices')).json().categories;
    const rent = categories.find((item: { name: string }) => item.name === 'Сопутствующие расходы').id;
    const lines: PreviewLine[] = (await preview('sber.xlsx')).json().lines;
    const rentLine = lines.find((line) => line.amount === 45_000_00) as PreviewLine;
    const imported = await importFile('sber.xlsx', {
      decisions: { include: [], categories: { [rentLine.fingerprint]: rent } },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      message: messages.statementImported,
      batchId: expect.any(Number),
      imported: 3,
      skipped: 0,
    });
    expect((await bankBalance('Сбер')) - before).toBe(150_000_00 - 45_000_00 - 1_234_50);
    const rows = (await admin.get(`${advanceReportRoutes.list}?from=2026-11-01&to=2026-11-30`)).json().rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'expense',
          payment: 'cashless',
          amount: 45_000_00,
          category: expect.objectContaining({ name: 'Сопутствующие расходы' }),
          note: 'ООО "Аренда Плюс": Аренда помещения ПВЗ за ноябрь',
        }),
        expect.objectContaining({ kind: 'top-up', payment: 'cashless', amount: 150_000_00 }),
      ]),
    );

    const again = await preview('sber.xlsx');
    expect(summaryOf(again.json().lines).map((line) => line[3])).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // the next statement of this counterparty gets the category it was given
    expect(again.json().lines[1].categoryId).toBe(rent);
    const twice = await importFile('sber.xlsx');
    expect([twice.statusCode, twice.json().error]).toEqual([409, messages.statementNothingNew]);
    expect((await bankBalance('Сбер')) - before).toBe(150_000_00 - 45_000_00 - 1_234_50);
  });

  it('reads a T-Bank-like CSV in Windows-1251 and leaves a repeated line for the user to decide', async () => {
    const body = (await preview('tbank.csv')).json();
    expect(body.format).toBe('csv');
    expect(body.mapping).toEqual(
      expect.objectContaining({ date: 'Дата операции', amount: 'Сумма', debit: '', credit: '' }),
    );
    expect(summaryOf(body.lines)).toEqual([
      ['2026-11-10', 'out', 3_500_00, 'new'],
      ['2026-11-11', 'in', 20_000_00, 'new'],
      ['2026-11-12', 'out', 750_00, 'new'],
      ['2026-11-10', 'out', 3_500_00, 'possible'],
    ]);
    expect(body.lines[0].counterparty).toBe('ООО "Связь"');
    // without a decision the repeat stays out; included, it comes in as a second movement
    const first = (await importFile('tbank.csv')).json();
    expect([first.imported, first.skipped]).toEqual([3, 1]);
    const repeat = body.lines[3] as PreviewLine;
    const second = await importFile('tbank.csv', { decisions: { include: [repeat.fingerprint], categories: {} } });
    expect([second.statusCode, second.json().imported]).toEqual([200, 1]);
    expect(summaryOf((await preview('tbank.csv')).json().lines).every((line) => line[3] === 'duplicate')).toBe(true);
  });

  it('reads a 1C exchange file in Windows-1251 and sets its balances against the bank’s', async () => {
    const body = (await preview('exchange-1c.txt')).json();
    expect(body.format).toBe('1c');
    expect(summaryOf(body.lines)).toEqual([
      ['2026-11-17', 'out', 2_500_00, 'new'],
      ['2026-11-18', 'in', 5_000_00, 'new'],
    ]);
    expect(body.lines[0]).toEqual(
      expect.objectContaining({ counterparty: 'ООО "Клининг"', inn: '7700000002', document: '15' }),
    );
    const now = await bankBalance('Сбер');
    expect(body.balances).toEqual({
      opening: 10_000_00,
      closing: 12_500_00,
      bankNow: now,
      bankAfter: now + 2_500_00,
      difference: 12_500_00 - (now + 2_500_00),
    });
  });

  it('marks a movement like an imported one within three days as a possible duplicate', async () => {
    const shifted = Buffer.from(
      'Дата операции;Сумма;Контрагент;ИНН контрагента;Назначение платежа\n13.11.2026;-750,00;ИП Канцтовары;500100732259;Пакеты, доплата\n',
    );
    const body = (await send(statementRoutes.preview, 'shifted.csv', {}, admin, shifted)).json();
    expect(summaryOf(body.lines)).toEqual([['2026-11-13', 'out', 750_00, 'possible']]);
    expect(body.lines[0].similarTo).toEqual(expect.any(String));
  });

  it('marks a line like a cashless move booked by hand (a payout, a transfer between banks) as a possible duplicate', async () => {
    const today = new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
    const moved = await admin.post(banksRoutes.transfer, {
      operationId: randomUUID(),
      fromId: bankId,
      toId: (await admin.get(banksRoutes.list)).json().banks.find((bank: { name: string }) => bank.name !== 'Сбер').id,
      amount: 1_234_00,
    });
    expect(moved.statusCode).toBe(200);
    const statement = Buffer.from(`Дата операции;Сумма;Контрагент\n${today};-1 234,00;Перевод на свой счёт\n`);
    const body = (await send(statementRoutes.preview, 'own.csv', {}, admin, statement)).json();
    expect(body.lines[0]).toEqual(
      expect.objectContaining({ status: 'possible', similarTo: expect.stringMatching(/^ledger:/) }),
    );
  });

  it('asks a category for every line of money out, and the columns the preview showed', async () => {
    const statement = Buffer.from('Дата операции;Сумма;Контрагент\n22.11.2026;-10,00;ООО "Без статьи"\n');
    const mapping = (await send(statementRoutes.preview, 'plain.csv', {}, admin, statement)).json().mapping;
    const noCategory = await send(statementRoutes.import, 'plain.csv', { mapping }, admin, statement);
    expect([noCategory.statusCode, noCategory.json().error]).toEqual([400, say.statementCategoriesMissing([2])]);
    const noMapping = await send(statementRoutes.import, 'plain.csv', {}, admin, statement);
    expect([noMapping.statusCode, noMapping.json().error]).toEqual([400, messages.statementMappingMissing]);
  });

  it('reads only the movements of the 1C file’s own account', async () => {
    const foreign = Buffer.from(
      [
        '1CClientBankExchange',
        'РасчСчет=40702810900000000001',
        'СекцияДокумент=Платежное поручение',
        'Номер=1',
        'Дата=19.11.2026',
        'Сумма=100.00',
        'ПлательщикСчет=40702810900000000002',
        'ПолучательСчет=40702810900000000003',
        'КонецДокумента',
        'КонецФайла',
      ].join('\n'),
    );
    const body = (await send(statementRoutes.preview, 'foreign.txt', {}, admin, foreign)).json();
    expect([body.lines, body.unreadable]).toEqual([[], [3]]);
  });

  it('undoes a whole import for the director: transfers reversed, rows voided, lines importable again', async () => {
    const before = await bankBalance('Сбер');
    const imported = (await importFile('exchange-1c.txt')).json();
    expect(imported.imported).toBe(2);
    expect((await bankBalance('Сбер')) - before).toBe(2_500_00);
    const undo = () => admin.post(statementRoutes.undo, { operationId: randomUUID(), batchId: imported.batchId });
    const undone = await undo();
    expect(undone.statusCode).toBe(200);
    expect(undone.json().batches.find((batch: { id: number }) => batch.id === imported.batchId).undoneAt).toEqual(
      expect.any(String),
    );
    expect(await bankBalance('Сбер')).toBe(before);
    const again = await undo();
    expect([again.statusCode, again.json().error]).toEqual([409, messages.statementBatchUndone]);
    expect(summaryOf((await preview('exchange-1c.txt')).json().lines).map((line) => line[3])).toEqual(['new', 'new']);
  });

  it('refuses what is no statement, a mapping to missing columns, other people, and changes nothing', async () => {
    const malformed = await preview('malformed.png');
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, messages.statementUnreadable]);
    const wrongColumns = await preview('tbank.csv', {
      mapping: { ...emptyStatementMapping, date: 'Нет такой', amount: 'Сумма' },
    });
    expect([wrongColumns.statusCode, wrongColumns.json().error]).toEqual([400, messages.statementMappingUnknown]);
    const noAmount = await preview('tbank.csv', {
      mapping: { ...emptyStatementMapping, date: 'Дата операции' },
    });
    expect([noAmount.statusCode, noAmount.json().error]).toEqual([400, messages.statementMappingRequired]);
    const noBank = await preview('tbank.csv', { bankId: 999_999 });
    expect(noBank.statusCode).toBe(404);
    const badDecisions = await importFile('tbank.csv', { decisions: { include: 'всё' } });
    expect([badDecisions.statusCode, badDecisions.json().error]).toEqual([400, messages.statementFieldsInvalid]);
    const manager = await staffWith(t.app, admin, { username: 'statement-manager', role: 'ADMINISTRATOR' });
    expect((await send(statementRoutes.preview, 'tbank.csv', {}, manager)).statusCode).toBe(403);
    // even given the page, cashless money stays the director's
    const granted = await staffWith(t.app, admin, {
      username: 'statement-granted',
      role: 'ADMINISTRATOR',
      overrides: { pages: { 'finance-statement-import': 'write' }, columns: {} },
    });
    const foreign = await send(statementRoutes.preview, 'tbank.csv', {}, granted);
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, messages.statementDirector]);
    const notMultipart = await admin.post(statementRoutes.import, { bankId });
    expect([notMultipart.statusCode, notMultipart.json().error]).toEqual([400, messages.statementFileMissing]);
    expect((await admin.get(statementRoutes.batches)).json().batches).toHaveLength(4);
  });

  it('imports a file once when it is sent ten times at once', async () => {
    const file = Buffer.from('Дата операции;Сумма;Контрагент\n21.11.2026;1 000,00;ООО "Разом"\n');
    const mapping = (await send(statementRoutes.preview, 'once.csv', {}, admin, file)).json().mapping;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(statementRoutes.import, 'once.csv', { mapping }, admin, file)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it('never takes the bank below zero: an import that spends more than it holds is refused whole', async () => {
    const big = Buffer.from('Дата операции;Сумма;Контрагент\n20.11.2026;-99 000 000,00;ООО "Дорого"\n');
    const refused = await importFile('big.csv', {}, big);
    expect([refused.statusCode, refused.json().error]).toEqual([422, say.advanceShortOfMoney('Сбер')]);
    expect((await admin.get(statementRoutes.batches)).json().batches).toHaveLength(5);
  });

  it('suggests the category a saved rule gives: by INN first, then by the longest word; only the director keeps rules', async () => {
    const categories = (await admin.get('/api/reference/choices')).json().categories as { id: number; name: string }[];
    const idOf = (name: string) => categories.find((item) => item.name === name)?.id as number;
    const rule = (body: Record<string, unknown>, caller: Client = admin) =>
      caller.post(statementRoutes.createRule, { operationId: randomUUID(), ...body });
    expect((await rule({ match: 'inn', pattern: '7812014560', categoryId: idOf('Автомобили') })).statusCode).toBe(200);
    expect(
      (await rule({ match: 'keyword', pattern: 'Аренда', categoryId: idOf('Ежемесячные платежи') })).statusCode,
    ).toBe(200);
    const longer = await rule({ match: 'keyword', pattern: 'аренда склада', categoryId: idOf('Расходники для ПВЗ') });
    expect(longer.json().rules.map((item: { pattern: string }) => item.pattern)).toEqual([
      '7812014560',
      'аренда склада',
      'аренда',
    ]);
    const file = Buffer.from(
      [
        'Дата операции;Сумма;Контрагент;ИНН контрагента;Назначение платежа',
        '22.11.2026;-1 000,00;ООО "Шины";7812014560;Аренда шиномонтажа',
        '22.11.2026;-2 000,00;ИП Петров;;Аренда помещения за ноябрь',
        '22.11.2026;-3 000,00;ИП Сидоров;;АРЕНДА СКЛАДА',
        '22.11.2026;-4 000,00;ИП Иванов;;Прочее',
        '22.11.2026;5 000,00;ООО "Аренда";;Поступление',
      ].join('\n'),
    );
    // a bank of its own: the columns kept for the other one hold no INN or purpose
    const tochka = await admin.post(banksRoutes.create, { operationId: randomUUID(), name: 'Точка', opening: 0 });
    const tochkaId = tochka.json().banks.find((bank: { name: string }) => bank.name === 'Точка').id as number;
    const lines = (await send(statementRoutes.preview, 'rules.csv', { bankId: tochkaId }, admin, file)).json()
      .lines as PreviewLine[];
    expect(lines.map((line) => line.categoryId)).toEqual([
      idOf('Автомобили'),
      idOf('Ежемесячные платежи'),
      idOf('Расходники для ПВЗ'),
      null,
      null,
    ]);

    const refusals = [
      [{ match: 'inn', pattern: '12345', categoryId: idOf('Автомобили') }, 400, messages.statementRuleInnInvalid],
      [{ match: 'keyword', pattern: ' по ', categoryId: idOf('Автомобили') }, 400, messages.statementRuleKeywordShort],
      [{ match: 'keyword', pattern: 'АРЕНДА', categoryId: idOf('Автомобили') }, 409, messages.statementRuleTaken],
      [{ match: 'keyword', pattern: 'связь', categoryId: 999_999 }, 400, messages.statementCategoryUnknown],
      // longer in lower case than typed
      [
        { match: 'keyword', pattern: 'İ'.repeat(200), categoryId: idOf('Автомобили') },
        400,
        messages.statementRuleKeywordShort,
      ],
    ] as const;
    for (const [body, status, error] of refusals) {
      const answer = await rule(body);
      expect([answer.statusCode, answer.json().error]).toEqual([status, error]);
    }
    const manager = await staffWith(t.app, admin, { username: 'rules-manager', role: 'ADMINISTRATOR' });
    expect(
      (await rule({ match: 'keyword', pattern: 'связь', categoryId: idOf('Автомобили') }, manager)).statusCode,
    ).toBe(403);
    expect((await manager.get(statementRoutes.rules)).statusCode).toBe(403);

    const id = longer.json().rules[1].id as number;
    const deleted = await admin.post(statementRoutes.deleteRule, { operationId: randomUUID(), id });
    expect(deleted.json().rules).toHaveLength(2);
    const again = await admin.post(statementRoutes.deleteRule, { operationId: randomUUID(), id });
    expect([again.statusCode, again.json().error]).toEqual([404, messages.statementRuleNotFound]);
    expect((await admin.get(statementRoutes.rules)).json().rules).toHaveLength(2);
  });
});
