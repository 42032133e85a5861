import { randomUUID } from 'node:crypto';
import { licenseeRoutes } from '@pvz/contracts/api/licensees';
import { debtorsRoutes } from '@pvz/contracts/api/service-balances';
import { messages } from '@pvz/contracts/messages';
import { monthStartOf, moscowDay, shiftMonth } from '@pvz/contracts/moscow-time';
import { sql } from 'kysely';
import { type Client, createTestApp, scopeOf, signedInAdmin, staffWith, type TestApp } from '../../helpers/test-app.js';
import { networkSum } from '../../services/ledger/ledger-fixtures.js';
import { acceptScan, pointWithCells, sortedPurchase } from '../goods/goods-fixtures.js';

let t: TestApp;
let admin: Client;
let north: number;
let south: number;
let ours: number;
const thisMonth = monthStartOf(moscowDay());
/** The month billed: the last one that is over. */
const month = shiftMonth(thisMonth, -1);
const nextMonth = shiftMonth(thisMonth, 1);
const tariff = {
  startsOn: '2026-01-01',
  monthlyFee: 15_000_00,
  tiers: [
    { from: 0, perParcel: 10_00 },
    { from: 2, perParcel: 7_00 },
  ],
};
const fields = {
  name: 'Сеть «Восток»',
  domain: 'vostok.trackbis.ru',
  contactName: 'Анна',
  contactPhone: '+79130000001',
  email: 'anna@vostok.ru',
  startsOn: '2026-01-15',
  active: true,
  note: '',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  north = await pointWithCells(admin, 'ПВЗ Восток-1', 5);
  south = await pointWithCells(admin, 'ПВЗ Восток-2', 5);
  ours = await pointWithCells(admin, 'ПВЗ наш', 5);
});
afterAll(async () => t.close());

const create = (body: Record<string, unknown> = {}, caller: Client = admin) =>
  caller.post(licenseeRoutes.create, { operationId: randomUUID(), ...fields, pointIds: [north], tariff, ...body });
/** Parcels accepted at a point last month: what a licensee's per-parcel fee counts. */
async function accepted(point: number, count: number) {
  for (let index = 0; index < count; index++) {
    const row = await sortedPurchase(admin, point, `+7913100000${index}`);
    expect((await acceptScan(admin, point, `https://pvz.example/spreadsheets/record/1/${row.id}`)).statusCode).toBe(
      200,
    );
    // taken a month ago: the month billed is one that is over
    await sql`update goods set delivered_pvz_at = delivered_pvz_at - interval '1 month' where id = ${row.id}`.execute(
      t.database.db,
    );
  }
}
const calc = async (of = month) => (await admin.get(`${licenseeRoutes.calculation}?month=${of}`)).json();

describe('licensees', () => {
  it('are kept with their points and tariffs, by the director only, with clear refusals', async () => {
    const made = await create();
    expect(made.statusCode).toBe(200);
    const [licensee] = made.json().licensees;
    expect(licensee).toMatchObject({ name: 'Сеть «Восток»', pointIds: [north], tariff, tariffs: [tariff] });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 409, messages.licenseeNameTaken],
      [{ name: 'Другая', pointIds: [north] }, 409, messages.licenseePointTaken],
      [{ name: 'Другая', pointIds: [999_999] }, 404, messages.pointUnknown],
      [{ name: '   ' }, 400, messages.licenseeNameRequired],
      [
        { name: 'Другая', tariff: { ...tariff, tiers: [{ from: 5, perParcel: 1 }] } },
        400,
        messages.licenseeTariffInvalid,
      ],
      [
        {
          name: 'Другая',
          tariff: {
            ...tariff,
            tiers: [
              { from: 0, perParcel: 1 },
              { from: 0, perParcel: 2 },
            ],
          },
        },
        400,
        messages.licenseeTariffInvalid,
      ],
    ];
    for (const [body, status, error] of refusals) {
      const answer = await create(body);
      expect([answer.statusCode, answer.json().error]).toEqual([status, error]);
    }
    expect((await admin.get(licenseeRoutes.list)).json().licensees).toHaveLength(1);
    const manager = await staffWith(t.app, admin, {
      username: 'lic-manager',
      role: 'ADMINISTRATOR',
      scope: scopeOf([ours]),
    });
    expect((await create({ name: 'Чужая', pointIds: [] }, manager)).statusCode).toBe(403);
    expect((await manager.get(licenseeRoutes.balances)).statusCode).toBe(403);

    const edited = await admin.post(licenseeRoutes.edit, {
      operationId: randomUUID(),
      id: licensee.id,
      ...fields,
      pointIds: [north, south],
    });
    expect(edited.json().licensees[0].pointIds.sort()).toEqual([north, south].sort());
  });

  it('bills the month by its tariff and the parcels its points took, once, and owes it until paid', async () => {
    const id = (await admin.get(licenseeRoutes.list)).json().licensees[0].id as number;
    await accepted(north, 2);
    await accepted(south, 1);
    await accepted(ours, 2);
    const before = await calc();
    // 3 parcels: two at 10 ₽ and one at 7 ₽, and the month's 15 000 ₽
    expect(before.rows).toEqual([
      expect.objectContaining({ parcels: 3, fixed: 15_000_00, perParcel: 27_00, total: 15_027_00, invoicedAt: null }),
    ]);
    const invoice = (body: Record<string, unknown> = {}) =>
      admin.post(licenseeRoutes.invoice, { operationId: randomUUID(), month, licenseeId: id, ...body });
    for (const open of [thisMonth, nextMonth]) {
      const early = await invoice({ month: open });
      expect([early.statusCode, early.json().error]).toEqual([422, messages.licenseeMonthOpen]);
    }
    const none = await invoice({ month: '2025-11-01' });
    expect([none.statusCode, none.json().error]).toEqual([422, messages.licenseeNoTariff]);

    // twenty presses at once: one invoice
    const answers = await Promise.all(Array.from({ length: 20 }, () => invoice()));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    // the invoice keeps its figures: parcels taken later are not billed again
    await accepted(north, 1);
    expect((await calc()).rows[0]).toMatchObject({ parcels: 3, total: 15_027_00, invoicedBy: 'admin' });

    const balances = async () => (await admin.get(licenseeRoutes.balances)).json();
    expect((await balances()).rows[0]).toMatchObject({ invoiced: 15_027_00, paid: 0, owed: 15_027_00 });
    const debtors = async () =>
      (await admin.get(`${debtorsRoutes.list}?view=all`))
        .json()
        .debtors.filter((d: { kind: string }) => d.kind === 'licensee');
    expect(await debtors()).toEqual([
      expect.objectContaining({ name: 'Сеть «Восток»', owed: 15_027_00, since: month }),
    ]);

    const paid = await admin.post(licenseeRoutes.pay, {
      operationId: randomUUID(),
      licenseeId: id,
      amount: 15_000_00,
      paidOn: moscowDay(),
      note: 'п/п 12',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().balances.rows[0]).toMatchObject({ paid: 15_000_00, owed: 27_00, lastPaidOn: moscowDay() });
    expect(await debtors()).toEqual([expect.objectContaining({ owed: 27_00 })]);
    const link = (await debtors())[0].link as string;
    const publicPage = await t.app.inject({ method: 'GET', url: `${debtorsRoutes.publicDebtor}?link=${link}` });
    expect(publicPage.json()).toMatchObject({ name: 'Сеть «Восток»', owed: 27_00 });

    const summary = (await admin.get(`${licenseeRoutes.summary}?year=${month.slice(0, 4)}`)).json();
    // (in January the month billed is last year's)
    expect(summary.total).toBe(15_027_00);
    expect(summary.months.find((row: { month: string }) => row.month === month)).toMatchObject({
      byLicensee: { [String(id)]: 15_027_00 },
      parcels: 3,
    });
    expect(await networkSum(t.database.db)).toBe(0);
  });

  it('takes a new tariff from a month on, and refuses nonsense', async () => {
    const id = (await admin.get(licenseeRoutes.list)).json().licensees[0].id as number;
    const next = { startsOn: nextMonth, monthlyFee: 20_000_00, tiers: [{ from: 0, perParcel: 5_00 }] };
    const saved = await admin.post(licenseeRoutes.tariff, { operationId: randomUUID(), licenseeId: id, tariff: next });
    expect(saved.json().licensees[0].tariffs).toEqual([tariff, next]);
    expect((await calc(nextMonth)).rows[0]).toMatchObject({ parcels: 0, fixed: 20_000_00, total: 20_000_00 });
    for (const query of ['month=2026-13-01', 'month=2026-11-15', 'month='])
      expect((await admin.get(`${licenseeRoutes.calculation}?${query}`)).statusCode).toBe(400);
    const unknown = await admin.post(licenseeRoutes.pay, {
      operationId: randomUUID(),
      licenseeId: 999_999,
      amount: 1,
      paidOn: moscowDay(),
      note: '',
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, messages.licenseeNotFound]);
    const negative = await admin.post(licenseeRoutes.pay, {
      operationId: randomUUID(),
      licenseeId: id,
      amount: -5,
      paidOn: moscowDay(),
      note: '',
    });
    expect(negative.statusCode).toBe(400);
  });
});
