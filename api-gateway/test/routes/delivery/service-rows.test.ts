import { randomUUID } from 'node:crypto';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { debtorsRoutes, serviceBalanceRoutes } from '@pvz/contracts/api/service-balances';
import { serviceRowsRoutes } from '@pvz/contracts/api/service-rows';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { type Client, createTestApp, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';

let t: TestApp;
let admin: Client;
let office: Client;
let sorter: Client;
let operator: Client;
let destination: number;
let center: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const place = async (entity: string, name: string) =>
    (await admin.post(`/api/reference/${entity}/create`, { item: { name, address: '' } })).json().item.id as number;
  destination = await place('pvz-delivery', 'Склад «Восток»');
  center = await place('sorting-centers-delivery', 'СЦ Север');
  office = await staffWith(t.app, admin, { username: 'office', role: 'OFFICE' });
  sorter = await staffWith(t.app, admin, { username: 'sorter', role: 'SORTIROVKA' });
  operator = await staffWith(t.app, admin, { username: 'operator', role: 'PVZ' });
});
afterAll(async () => t.close());

const pair = (overrides: Record<string, unknown> = {}, caller: Client = admin) =>
  caller.post(serviceRowsRoutes.create, {
    operationId: randomUUID(),
    row: { name: 'ООО Ромашка', fromName: '8 912 000-11-22', dispatchPVZ: destination, orderPVZ: center },
    sorting: { purchaseOfGoods: 10_000_00 },
    delivery: { purchaseOfGoods: 3_333_33, percentClient: 1.5 },
    ...overrides,
  });
const list = async (query = '', caller: Client = admin) => {
  const answer = await caller.get(`${serviceRowsRoutes.list}?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
type Listed = {
  id: number;
  purchaseOfGoods: number;
  name: string;
  nameOfAction: string;
  paid: string | null;
  orderPVZ: { id: number } | null;
};
const pay = (ids: number[], payment = 'cash', operationId = randomUUID()) =>
  admin.post(serviceRowsRoutes.paid, { operationId, ids, payment });
const balance = async (url: string = serviceBalanceRoutes.delivery) => (await admin.get(url)).json();

describe('«Доставка и сортировка»', () => {
  let sorting: number;
  let delivery: number;

  it('makes the pair «Сортировка» + «Доставка», each fee ceil(value × % / 100), 2 % by default', async () => {
    const made = await pair();
    expect(made.statusCode).toBe(200);
    expect(made.json().message).toBe(messages.serviceRowsCreated);
    const rows = made.json().rows;
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'ООО Ромашка',
        fromName: '+79120001122',
        nameOfAction: 'sorting',
        purchaseOfGoods: 10_000_00,
        percentClient: 2,
        amountFromClient: 200_00,
        profit: 200_00,
        dispatchPVZ: { id: destination, name: 'Склад «Восток»' },
        orderPVZ: { id: center, name: 'СЦ Север' },
        sorted: null,
        paid: null,
        additionally: null,
      }),
      // 333 333 × 1.5 % = 4 999.995 kopecks → 5 000
      expect.objectContaining({ nameOfAction: 'delivery', percentClient: 1.5, amountFromClient: 5000 }),
    ]);
    [sorting, delivery] = rows.map((row: { id: number }) => row.id);
    const table = await list();
    expect(table.total).toBe(2);
    expect(table.totals).toEqual({ purchaseOfGoods: 13_333_33, amountFromClient: 250_00, unpaid: 250_00 });
  });

  it('refuses bad input with a Russian message and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ row: { name: '', fromName: '12345', dispatchPVZ: null, orderPVZ: null } }, 400, messages.phoneInvalid],
      [{ sorting: { purchaseOfGoods: 0 }, delivery: { purchaseOfGoods: 0 } }, 400, messages.serviceValueRequired],
      [{ sorting: { purchaseOfGoods: 100, percentClient: 2.555 } }, 400, messages.servicePercentInvalid],
      [
        { row: { name: 'X', fromName: '+79120001122', dispatchPVZ: 999_999, orderPVZ: null } },
        404,
        messages.serviceDestinationUnknown,
      ],
      [
        { row: { name: 'X', fromName: '+79120001122', dispatchPVZ: null, orderPVZ: 999_999 } },
        404,
        messages.serviceCenterUnknown,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await pair(body);
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    for (const value of [-1, 1.5, 1e15, 'сто']) {
      expect((await pair({ sorting: { purchaseOfGoods: value } })).statusCode).toBe(400);
    }
    expect((await list()).total).toBe(2);
  });

  it('lets each role do only what its page and columns allow', async () => {
    // the office reads; the sorting staff may read and mark sorted, not price or pay; a point operator has no page
    expect((await list('', office)).total).toBe(2);
    expect((await pair({}, office)).statusCode).toBe(403);
    expect((await pair({}, sorter)).statusCode).toBe(403);
    expect(
      (await sorter.post(serviceRowsRoutes.paid, { operationId: randomUUID(), ids: [sorting], payment: 'cash' }))
        .statusCode,
    ).toBe(403);
    expect((await operator.get(serviceRowsRoutes.list)).statusCode).toBe(403);
    // what the sorting staff may not see is not in the answer
    const seen = (await list('', sorter)).rows[0];
    expect(seen).not.toHaveProperty('amountFromClient');
    expect(seen).toHaveProperty('fromName');

    const sorted = await sorter.post(serviceRowsRoutes.sorted, { operationId: randomUUID(), ids: [sorting] });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().rows[0].sorted).toEqual(expect.any(String));
    expect((await list('state=unsorted')).rows.map((row: { id: number }) => row.id)).toEqual([delivery]);
    expect((await list('state=unsorted', sorter)).total).toBe(1);
  });

  it('never lets a column the caller may not see decide an order, a filter, a lookup or a delete', async () => {
    for (const query of ['sort=amountFromClient', 'state=paid', 'action=sorting']) {
      const refused = await sorter.get(`${serviceRowsRoutes.list}?${query}`);
      expect([refused.statusCode, refused.json().error]).toEqual([403, messages.columnHidden]);
    }
    expect((await office.get(`${serviceRowsRoutes.customers}?digits=1122`)).statusCode).toBe(403);
    const deleted = await sorter.post(serviceRowsRoutes.delete, { operationId: randomUUID(), ids: [delivery] });
    expect(deleted.statusCode).toBe(403);
    expect((await list()).total).toBe(2);
  });

  it('pays a row once: its fee moves to the service balance, a second payment changes nothing', async () => {
    const operationId = randomUUID();
    const paid = await pay([sorting], 'cash', operationId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().rows[0]).toEqual(expect.objectContaining({ paid: expect.any(String), additionally: 'cash' }));
    // the same press again answers the same; another press is refused
    expect((await pay([sorting], 'cash', operationId)).json()).toEqual(paid.json());
    const again = await pay([sorting, delivery], 'online');
    expect([again.statusCode, again.json().error]).toEqual([409, messages.serviceRowsPaidAlready]);
    expect((await list('state=paid')).total).toBe(1);

    const sort = await balance(serviceBalanceRoutes.sort);
    expect(sort).toEqual(
      expect.objectContaining({
        balance: 200_00,
        paidInPeriod: 200_00,
        withdrawnInPeriod: 0,
        customers: [{ phone: '+79120001122', name: 'ООО Ромашка', rows: 1, value: 10_000_00, paid: 200_00 }],
      }),
    );
    expect((await balance()).balance).toBe(0);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('pays twenty parallel presses of one row once', async () => {
    const rows = (await pair({ row: { name: 'ИП Лето', fromName: '+79125550000', dispatchPVZ: null, orderPVZ: null } }))
      .json()
      .rows.map((row: { id: number }) => row.id);
    const before = (await balance()).balance;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay([rows[1]], 'online')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect((await balance()).balance).toBe(before + 50_00);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('withdraws from a service balance at once, never more than it holds', async () => {
    const me = (await admin.get('/api/public/auth/me')).json().user.id;
    const withdraw = (body: Record<string, unknown>) =>
      admin.post(serviceBalanceRoutes.sortWithdraw, { operationId: randomUUID(), note: '', ...body });
    const over = await withdraw({ amount: 200_01, payment: 'cash', recipientId: me });
    expect([over.statusCode, over.json().error]).toEqual([422, messages.withdrawalOverBalance]);
    expect((await withdraw({ amount: 100_00, payment: 'cash' })).statusCode).toBe(400);
    expect((await withdraw({ amount: 100_00, payment: 'cash', recipientId: 999_999 })).statusCode).toBe(404);
    expect(
      (
        await office.post(serviceBalanceRoutes.sortWithdraw, {
          operationId: randomUUID(),
          note: '',
          amount: 1,
          payment: 'online',
        })
      ).statusCode,
    ).toBe(403);

    const done = await withdraw({ amount: 150_00, payment: 'cash', recipientId: me, note: 'в кассу' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(
      expect.objectContaining({
        balance: 50_00,
        withdrawnInPeriod: 150_00,
        withdrawals: [
          expect.objectContaining({ amount: 150_00, payment: 'cash', recipient: 'admin', note: 'в кассу' }),
        ],
      }),
    );
    expect((await withdraw({ amount: 50_00, payment: 'online' })).json().balance).toBe(0);
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('lists the debtors with their public page, which shows what is owed and nothing else', async () => {
    const debtors = (await admin.get(debtorsRoutes.list)).json();
    expect(debtors.debtors).toEqual([
      expect.objectContaining({ phone: '+79125550000', name: 'ИП Лето', owed: 200_00, rows: 1, since: moscowDay() }),
      expect.objectContaining({ phone: '+79120001122', name: 'ООО Ромашка', owed: 5000, rows: 1 }),
    ]);
    expect(debtors.total).toBe(250_00);
    expect(debtors.byMonth).toEqual([{ month: monthStartOf(moscowDay()), owed: 250_00 }]);
    expect((await admin.get(`${debtorsRoutes.list}?view=monthly`)).json().debtors[0].month).toBe(
      monthStartOf(moscowDay()),
    );
    expect((await admin.get(`${debtorsRoutes.list}?view=current&q=Лето`)).json().debtors).toHaveLength(1);
    expect((await admin.get(`${debtorsRoutes.balance}?q=0001122`)).json().debtors).toHaveLength(1);
    expect((await operator.get(debtorsRoutes.list)).statusCode).toBe(403);

    const link = debtors.debtors[1].link as string;
    const page = await t.app.inject({ method: 'GET', url: `${debtorsRoutes.publicDebtor}?link=${link}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      name: 'ООО Ромашка',
      owed: 5000,
      rows: [{ date: moscowDay(), title: 'Доставка', value: 3_333_33, amount: 5000 }],
    });
    const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'd-short', '3-AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(41)]) {
      const refused = await t.app.inject({ method: 'GET', url: `${debtorsRoutes.publicDebtor}?link=${bad}` });
      expect(refused.statusCode).toBe(bad.length > 40 ? 400 : 404);
    }
  });

  it('deletes unpaid rows only; a deleted row is owed no more', async () => {
    const refused = await admin.post(serviceRowsRoutes.delete, { operationId: randomUUID(), ids: [sorting, delivery] });
    expect([refused.statusCode, refused.json().error]).toEqual([422, messages.serviceRowsPaidNoDelete]);
    const deleted = await admin.post(serviceRowsRoutes.delete, { operationId: randomUUID(), ids: [delivery] });
    expect(deleted.statusCode).toBe(200);
    expect((await list('q=Ромашка')).rows.map((row: { id: number }) => row.id)).toEqual([sorting]);
    const gone = await admin.post(serviceRowsRoutes.sorted, { operationId: randomUUID(), ids: [delivery] });
    expect([gone.statusCode, gone.json().error]).toEqual([404, messages.serviceRowNotFound]);
    expect((await admin.get(debtorsRoutes.list)).json().total).toBe(200_00);
  });

  it('sums the month by paid day per customer for the calendar, and fills the phone from its last digits', async () => {
    const month = monthStartOf(moscowDay());
    const calendar = (await admin.get(`${serviceRowsRoutes.calendar}?month=${month}`)).json();
    const day = Number(moscowDay().slice(8)) - 1;
    const romashka = calendar.customers.find((customer: { name: string }) => customer.name === 'ООО Ромашка');
    expect(romashka.sorting.value[day]).toBe(10_000_00);
    expect(romashka.sorting.fee[day]).toBe(200_00);
    expect(romashka.delivery.value.every((value: number) => value === 0)).toBe(true);
    expect(calendar.days).toBe(romashka.sorting.value.length);

    const found = (await admin.get(`${serviceRowsRoutes.customers}?digits=1122`)).json();
    expect(found.customers).toEqual([{ phone: '+79120001122', name: 'ООО Ромашка' }]);
    expect((await admin.get(`${serviceRowsRoutes.customers}?digits=12`)).statusCode).toBe(400);
  });

  it('edits an unpaid row: the fields sent change, the fee follows, the history says so', async () => {
    const [, row] = (
      await pair({ row: { name: 'ООО Правка', fromName: '+79127770000', dispatchPVZ: null, orderPVZ: null } })
    )
      .json()
      .rows.map((made: { id: number }) => made.id);
    const edit = (body: Record<string, unknown>, caller: Client = admin, id = row) =>
      caller.post(serviceRowsRoutes.edit, { operationId: randomUUID(), id, row: body });

    const edited = await edit({
      name: '  ООО Правка и Ко ',
      purchaseOfGoods: 5_000_00,
      percentClient: 3,
      orderPVZ: center,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(messages.serviceRowEdited);
    expect(edited.json().rows).toEqual([
      expect.objectContaining({
        id: row,
        name: 'ООО Правка и Ко',
        fromName: '+79127770000',
        purchaseOfGoods: 5_000_00,
        percentClient: 3,
        amountFromClient: 150_00,
        orderPVZ: { id: center, name: 'СЦ Север' },
        dispatchPVZ: null,
      }),
    ]);
    expect(edited.json().rows[0].profit).toBe(150_00);
    const record = (await admin.get(`${goodsRoutes.record('service')}?id=${row}`)).json();
    expect(record.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'edited',
          details: { changed: ['client_name', 'delivery_center_id', 'goods_value', 'percent_bp'] },
        }),
      ]),
    );

    const cases: [Record<string, unknown>, number, string, number?][] = [
      [{}, 400, messages.serviceRowNothingChanged],
      [{ name: 'ООО Правка и Ко' }, 400, messages.serviceRowNothingChanged],
      [{ fromName: '12345' }, 400, messages.phoneInvalid],
      [{ percentClient: 2.555 }, 400, messages.servicePercentInvalid],
      [{ dispatchPVZ: 999_999 }, 404, messages.serviceDestinationUnknown],
      [{ name: 'Другое' }, 404, messages.serviceRowNotFound, 999_999],
      // a paid row's fee is in the balance
      [{ name: 'Другое' }, 409, messages.serviceRowPaidNoEdit, sorting],
    ];
    for (const [body, status, message, id] of cases) {
      const answer = await edit(body, admin, id);
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    for (const value of [-1, 1.5, 1e15, 'сто']) expect((await edit({ purchaseOfGoods: value })).statusCode).toBe(400);
    // the sorting staff may write the page (marks) but not these columns; the office may not write at all
    for (const body of [{ percentClient: 5 }, { name: 'Другое' }]) {
      const refused = await edit(body, sorter);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/^Нет прав на изменение поля/);
    }
    expect((await edit({ name: 'Другое' }, office)).statusCode).toBe(403);
    const after = (await list('q=Правка')).rows.find((found: { id: number }) => found.id === row);
    expect(after).toEqual(expect.objectContaining({ name: 'ООО Правка и Ко', amountFromClient: 150_00 }));

    // a cashier who saw the fee before the edit is refused; the fee on the screen now is taken
    const stale = await admin.post(serviceRowsRoutes.paid, {
      operationId: randomUUID(),
      ids: [row],
      payment: 'cash',
      expectedDue: 50_00,
    });
    expect([stale.statusCode, stale.json().error]).toEqual([409, messages.serviceRowsDueChanged]);
    expect((await list('state=paid')).rows.map((found: { id: number }) => found.id)).not.toContain(row);
    const fresh = await admin.post(serviceRowsRoutes.paid, {
      operationId: randomUUID(),
      ids: [row],
      payment: 'cash',
      expectedDue: 150_00,
    });
    expect(fresh.statusCode).toBe(200);
    const late = await edit({ name: 'Другое' });
    expect([late.statusCode, late.json().error]).toEqual([409, messages.serviceRowPaidNoEdit]);
  });

  it('filters by the columns of the grid on the server, only by columns the caller sees', async () => {
    const filtered = (filters: unknown[], caller: Client = admin) =>
      caller.get(`${serviceRowsRoutes.list}?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    const ids = async (filters: unknown[]) =>
      (await filtered(filters)).json().rows.map((row: { id: number }) => row.id) as number[];
    const all = (await list('pageSize=100')).rows as Listed[];
    const big = all.filter((row) => row.purchaseOfGoods > 4_000_00).map((row) => row.id);
    expect(big.length).toBeGreaterThan(0);
    expect((await ids([{ field: 'purchaseOfGoods', operator: '>', value: 4_000_00 }])).sort()).toEqual(big.sort());
    const expected = async (filters: unknown[], keep: (row: Listed) => boolean) =>
      expect((await ids(filters)).sort()).toEqual(
        all
          .filter(keep)
          .map((row) => row.id)
          .sort(),
      );
    await expected([{ field: 'name', operator: 'contains', value: 'и ко' }], (row) => row.name === 'ООО Правка и Ко');
    await expected([{ field: 'orderPVZ', operator: 'isAnyOf', value: [center] }], (row) => row.orderPVZ?.id === center);
    await expected([{ field: 'paid', operator: 'isNotEmpty' }], (row) => row.paid !== null);
    await expected(
      [{ field: 'nameOfAction', operator: 'is', value: 'delivery' }],
      (row) => row.nameOfAction === 'delivery',
    );
    // every one of these keeps some rows and drops others, so none passes by filtering nothing
    for (const keep of [
      (row: Listed) => row.orderPVZ?.id === center,
      (row: Listed) => row.paid !== null,
      (row: Listed) => row.nameOfAction === 'delivery',
    ]) {
      expect(all.some(keep) && !all.every(keep)).toBe(true);
    }

    const refusals: [unknown, number, string][] = [
      [[{ field: 'amountFromClient', operator: '>', value: 0 }], 403, messages.columnHidden],
      [[{ field: 'password', operator: 'equals', value: 'x' }], 400, messages.filterInvalid],
      [[{ field: 'name', operator: '>', value: 'x' }], 400, messages.filterInvalid],
    ];
    for (const [filters, status, message] of refusals) {
      const answer = await filtered(filters as unknown[], status === 403 ? sorter : admin);
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    expect((await filtered([{ field: 'purchaseOfGoods', operator: '=', value: 1.5 }])).statusCode).toBe(400);
    expect((await admin.get(`${serviceRowsRoutes.list}?filters=%7Bnot-json`)).statusCode).toBe(400);
  });
});
