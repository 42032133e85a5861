import { randomUUID } from 'node:crypto';
import { advanceReportRoutes } from '@pvz/contracts/api/advance-report';
import { messages, describe as say } from '@pvz/contracts/messages';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { pointWithCells } from '../goods/goods-fixtures.js';
import { pngBytes, upload } from '../notifications/upload-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;
let courier: Client;
let point: number;
let officeId: number;
let courierId: number;
let category: number;
let transferCategory: number;
let company: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  point = await pointWithCells(admin, 'ПВЗ кассы', 5);
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE', scope: scopeOf([point]) });
  courier = await staffWith(t.app, admin, { username: 'courier', role: 'PVZ', scope: scopeOf([point]) });
  officeId = (await office.get('/api/public/auth/me')).json().user.id;
  courierId = (await courier.get('/api/public/auth/me')).json().user.id;
  const choices = (await admin.get('/api/reference/choices')).json();
  category = choices.categories.find((c: { name: string }) => c.name === 'Расходники для ПВЗ').id;
  transferCategory = choices.categories.find((c: { name: string }) => c.name === 'Автомобили').id;
  company = choices.companies.find((c: { name: string }) => c.name === 'W/O/Я start').id;
});
afterAll(async () => t.close());

const row = (body: Record<string, unknown>, caller: Client = admin, operationId = randomUUID()) =>
  caller.post(advanceReportRoutes.create, {
    operationId,
    kind: 'expense',
    payment: 'cash',
    categoryId: category,
    companyId: company,
    pvzId: point,
    recipientId: null,
    amount: 1000_00,
    note: '',
    ...body,
  });
const balanceOf = async (caller: Client, name: string) =>
  (
    (await caller.get(advanceReportRoutes.balances)).json().balances as {
      account: string;
      balance: number;
      pendingOut: number;
    }[]
  ).find((item) => item.account === name);

describe('«Авансовый отчёт»', () => {
  it('tops up the director’s cash (director only), then gives cash to a person who must confirm it', async () => {
    expect((await row({ kind: 'top-up', categoryId: null, pvzId: null, amount: 50_000_00 })).statusCode).toBe(200);
    const refused = await row({ kind: 'top-up', categoryId: null, pvzId: null }, office);
    expect([refused.statusCode, refused.json().error]).toEqual([403, messages.advanceTopUpDirector]);
    expect((await balanceOf(admin, 'Наличные: admin'))?.balance).toBe(50_000_00);

    const given = await row({
      kind: 'transfer',
      categoryId: null,
      pvzId: null,
      recipientId: officeId,
      amount: 20_000_00,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().row).toEqual(
      expect.objectContaining({ status: 'waiting', recipient: { id: officeId, name: 'office' } }),
    );
    // reserved, not moved: the office has nothing yet and is asked to confirm
    expect((await balanceOf(admin, 'Наличные: admin'))?.pendingOut).toBe(20_000_00);
    const list = (await office.get(advanceReportRoutes.list)).json();
    expect(list.waitingForMe).toBe(1);
    const inbox = (await office.get('/api/notifications')).json();
    expect(JSON.stringify(inbox)).toContain(messages.advanceConfirmText);

    const id = given.json().row.id;
    const notMine = await courier.post(advanceReportRoutes.receive, { operationId: randomUUID(), id });
    expect(notMine.statusCode).toBe(403);
    // two confirmations at once: one moves the money, the other is told it is done
    const [first, second] = await Promise.all([
      office.post(advanceReportRoutes.receive, { operationId: randomUUID(), id }),
      office.post(advanceReportRoutes.receive, { operationId: randomUUID(), id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await balanceOf(office, 'Наличные: office'))?.balance).toBe(20_000_00);
    expect((await balanceOf(admin, 'Наличные: admin'))?.balance).toBe(30_000_00);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('spends from one’s own cash only, with the legacy’s messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ categoryId: null }, 400, messages.advanceCategoryRequired],
      [{ companyId: null }, 400, messages.advanceCompanyRequired],
      [{ pvzId: null }, 400, messages.advancePointRequired],
      [{ kind: 'transfer', categoryId: null, recipientId: null }, 400, messages.advanceRecipientRequired],
      [{ payment: 'cashless' }, 403, messages.advanceCashlessDirector],
      [{ amount: 20_000_01 }, 422, say.advanceShortOfMoney('Наличные: office')],
      [{ companyId: 999_999 }, 400, messages.advanceCompanyRequired],
      [
        { kind: 'transfer', categoryId: null, recipientId: courierId, companyId: 999_999 },
        400,
        messages.advanceCompanyRequired,
      ],
      [{ kind: 'transfer', categoryId: null, recipientId: 999_999 }, 404, messages.recipientUnknown],
      [{ kind: 'transfer', categoryId: null, recipientId: officeId }, 400, messages.advanceRecipientSelf],
      [{ categoryId: 999_999 }, 400, messages.advanceCategoryRequired],
      [{ pvzId: 999_999 }, 403, messages.pointOutOfScope],
    ];
    for (const [body, status, message] of cases) {
      const answer = await row(body, office);
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    // a category without a point needs none
    expect((await row({ categoryId: transferCategory, pvzId: null, amount: 500_00 }, office)).statusCode).toBe(200);
    expect((await row({ amount: 1500_00 }, office)).statusCode).toBe(200);
    expect((await balanceOf(office, 'Наличные: office'))?.balance).toBe(18_000_00);
    // the courier sees only its own rows and its own balance
    expect((await courier.get(advanceReportRoutes.list)).json().rows).toEqual([]);
    expect((await courier.get(advanceReportRoutes.balances)).json().balances).toEqual([]);
    expect((await admin.get(advanceReportRoutes.list)).json().total).toBe(4);
  });

  it('gives only cash, and only to someone who can confirm it on the page', async () => {
    const cashless = await row({
      kind: 'transfer',
      categoryId: null,
      pvzId: null,
      recipientId: officeId,
      payment: 'cashless',
    });
    expect([cashless.statusCode, cashless.json().error]).toEqual([400, messages.advanceTransferCash]);
    const sorter = await staffWith(t.app, admin, { username: 'sorter', role: 'SORTIROVKA' });
    const sorterId = (await sorter.get('/api/public/auth/me')).json().user.id;
    const blind = await row({ kind: 'transfer', categoryId: null, pvzId: null, recipientId: sorterId });
    expect([blind.statusCode, blind.json().error]).toEqual([422, messages.advanceRecipientNoPage]);
  });

  it('lets the recipient turn a transfer down: the cash stays with its giver', async () => {
    const given = await row(
      { kind: 'transfer', categoryId: null, pvzId: null, recipientId: courierId, amount: 3000_00 },
      office,
    );
    const id = given.json().row.id;
    expect((await balanceOf(office, 'Наличные: office'))?.pendingOut).toBe(3000_00);
    const rejected = await courier.post(advanceReportRoutes.reject, { operationId: randomUUID(), id });
    expect(rejected.json().row.status).toBe('rejected');
    expect(await balanceOf(office, 'Наличные: office')).toEqual(
      expect.objectContaining({ balance: 18_000_00, pendingOut: 0 }),
    );
    expect((await courier.post(advanceReportRoutes.receive, { operationId: randomUUID(), id })).statusCode).toBe(409);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('answers a repeated press once', async () => {
    const operationId = randomUUID();
    const [a, b] = await Promise.all([
      row({ amount: 100_00 }, office, operationId),
      row({ amount: 100_00 }, office, operationId),
    ]);
    expect(a.json()).toEqual(b.json());
    expect((await balanceOf(office, 'Наличные: office'))?.balance).toBe(17_900_00);
  });

  it('keeps receipt photos on an expense: the caller’s own, once, seen by whoever sees the row', async () => {
    const receipt = async (caller: Client) =>
      (await upload(caller, pngBytes, 'чек.png', 'receipt')).json().id as string;
    const mine = [await receipt(admin), await receipt(admin)];
    const made = await row({ amount: 10_00, fileIds: mine });
    expect(made.statusCode).toBe(200);
    expect([...made.json().row.files].sort()).toEqual([...mine].sort());

    const someoneElses = await receipt(office);
    const foreign = await row({ amount: 10_00, fileIds: [someoneElses] });
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, messages.advanceReceiptInvalid]);
    const again = await row({ amount: 10_00, fileIds: [mine[0]] });
    expect([again.statusCode, again.json().error]).toEqual([409, messages.advanceReceiptUsed]);
    const barcode = (await upload(admin, pngBytes)).json().id;
    expect((await row({ amount: 10_00, fileIds: [barcode] })).statusCode).toBe(400);
    expect((await row({ amount: 10_00, fileIds: Array(11).fill(randomUUID()) })).statusCode).toBe(400);

    // the office user neither made nor received the row: its receipt is not theirs to see
    expect((await office.get(`/api/files?id=${mine[0]}`)).statusCode).not.toBe(200);
    // the office user's own expense with its receipt: the director sees it, a colleague does not
    const theirs = await row({ amount: 10_00, fileIds: [someoneElses] }, office);
    expect(theirs.statusCode).toBe(200);
    expect((await admin.get(`/api/files?id=${someoneElses}`)).statusCode).toBe(200);
    expect((await courier.get(`/api/files?id=${someoneElses}`)).statusCode).not.toBe(200);
  });

  it('shows the moves behind a balance: the director anybody’s, anybody else their own only', async () => {
    const codeOf = async (caller: Client, name: string) =>
      (await caller.get(advanceReportRoutes.balances))
        .json()
        .balances.find((b: { account: string }) => b.account === name).code as string;
    const today = moscowDay();
    const movesOf = (caller: Client, code: string, from = '2026-01-01', to = today) =>
      caller.get(
        `${advanceReportRoutes.movements}?code=${encodeURIComponent(code)}&from=${from}&to=${to}&page=0&pageSize=50`,
      );
    const adminCash = await codeOf(admin, 'Наличные: admin');
    const mine = (await movesOf(admin, adminCash)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'advance-top-up', amount: 50_000_00, pending: false })]),
    );
    const officeCash = await codeOf(office, 'Наличные: office');
    expect((await movesOf(office, officeCash)).statusCode).toBe(200);
    expect((await movesOf(admin, officeCash)).statusCode).toBe(200);
    const refused = await movesOf(office, adminCash);
    expect([refused.statusCode, refused.json().error]).toEqual([404, messages.advanceAccountNotFound]);
    expect(
      (await row({ kind: 'top-up', payment: 'cashless', categoryId: null, pvzId: null, amount: 100_00 })).statusCode,
    ).toBe(200);
    expect((await movesOf(office, 'bank:kmain')).statusCode).toBe(404);
    expect((await movesOf(admin, 'bank:kmain')).statusCode).toBe(200);
    const reversed = await movesOf(admin, adminCash, '2026-05-02', '2026-05-01');
    expect([reversed.statusCode, reversed.json().error]).toEqual([400, messages.periodInvalid]);
  });
});
