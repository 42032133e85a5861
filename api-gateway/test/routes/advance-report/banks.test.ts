import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { banksRoutes } from '@pvz/contracts/api/banks';
import { messages, describe as say } from '@pvz/contracts/messages';
import { type Client, createTestApp, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE' });
});
afterAll(async () => t.close());

const banks = async () =>
  (await admin.get(banksRoutes.list)).json().banks as { id: number; name: string; isMain: boolean; balance: number }[];
const create = (name: string, opening: number, caller: Client = admin) =>
  caller.post(banksRoutes.create, { operationId: randomUUID(), name, opening });
const move = (fromId: number, toId: number, amount: number) =>
  admin.post(banksRoutes.transfer, { operationId: randomUUID(), fromId, toId, amount });

describe('the banks', () => {
  it('adds a bank with its opening balance; the first one stays the main bank', async () => {
    expect((await create('Точка', 100_000_00)).statusCode).toBe(200);
    expect(await banks()).toEqual([
      { id: expect.any(Number), name: 'Расчётный счёт', isMain: true, balance: 0 },
      { id: expect.any(Number), name: 'Точка', isMain: false, balance: 100_000_00 },
    ]);
    const taken = await create('точка', 0);
    expect([taken.statusCode, taken.json().error]).toEqual([409, messages.bankNameTaken]);
    expect((await create('Сбер', 0, office)).json().error).toBe(messages.banksDirector);
    expect((await office.get(banksRoutes.list)).json().banks).toEqual([]);
  });

  it('moves money between banks, never more than the source holds', async () => {
    const [main, tochka] = await banks();
    if (!main || !tochka) throw new Error('no banks');
    const over = await move(tochka.id, main.id, 100_000_01);
    expect([over.statusCode, over.json().error]).toEqual([422, say.advanceShortOfMoney('Точка')]);
    expect((await move(main.id, main.id, 1)).json().error).toBe(messages.bankSameAccount);
    expect((await move(tochka.id, 999_999, 1)).json().error).toBe(messages.bankNotFound);
    expect((await move(tochka.id, main.id, 30_000_00)).statusCode).toBe(200);
    expect((await banks()).map((bank) => bank.balance)).toEqual([30_000_00, 70_000_00]);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('posts cashless rows to the main bank, whichever it is', async () => {
    const [, tochka] = await banks();
    if (!tochka) throw new Error('no bank');
    expect((await admin.post(banksRoutes.main, { id: tochka.id })).json().banks[0]).toEqual(
      expect.objectContaining({ name: 'Точка', isMain: true }),
    );
    const choices = (await admin.get('/api/reference/choices')).json();
    const spent = await admin.post(advanceReportRoutes.create, {
      operationId: randomUUID(),
      kind: 'expense',
      payment: 'cashless',
      categoryId: choices.categories.find((c: { name: string }) => c.name === 'Автомобили').id,
      companyId: choices.companies[0].id,
      pvzId: null,
      recipientId: null,
      amount: 5_000_00,
      note: 'шины',
    });
    expect(spent.statusCode).toBe(200);
    expect((await banks()).find((bank) => bank.name === 'Точка')?.balance).toBe(65_000_00);
    expect(await networkSum(t.database.db)).toBe(0);
  });
});
