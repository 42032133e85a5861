import type {
  CreateServiceRowsBody,
  EditServiceRowBody,
  PayServiceRowsBody,
  ServiceAction,
  ServiceRow,
  ServiceRows,
  ServiceRowsChange,
  ServiceRowsQuery,
  ServiceSortKey,
} from '@pvz/contracts/api/service-rows';
import { serviceActions } from '@pvz/contracts/api/service-rows';
import { type ColumnLevel, columnsOf } from '@pvz/contracts/goods-columns';
import { bpToPercent, percentToBp, serviceMoney } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { recordEvents } from '../goods/events.js';
import { type ColumnSql, filterExpression, parseFilters } from '../lists/column-filters.js';
import { checkedPeriod, withinDays } from '../lists/period.js';
import { phoneContaining } from '../phone-search.js';
import { loadSettings } from '../settings.js';
import { ensureDebtorLinks } from './debtor-links.js';
import { postServicePayments } from './service-ledger.js';

/*
 * Service rows belong to the network's delivery service, not to a pick-up point: the page's access
 * decides who works with them, a point scope does not narrow them.
 */

const selectRows = (db: Db) =>
  db
    .selectFrom('goods as g')
    .leftJoin('pvz_delivery as dp', 'dp.id', 'g.delivery_point_id')
    .leftJoin('sorting_centers_delivery as sc', 'sc.id', 'g.delivery_center_id')
    .where('g.kind', '=', 'service')
    .where('g.deleted_at', 'is', null);

const rowFields = [
  'g.id',
  'g.created_at',
  'g.created_by',
  'g.client_name',
  'g.client_phone',
  'g.action',
  'g.goods_value',
  'g.percent_bp',
  'g.amount_due',
  'g.income',
  'g.delivery_point_id',
  'dp.name as delivery_point_name',
  'g.delivery_center_id',
  'sc.name as delivery_center_name',
  'g.sorted_at',
  'g.paid_at',
  'g.service_payment',
] as const;

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];
const rowsQuery = (db: Db) => selectRows(db).select(rowFields);

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toServiceRow(row: StoredRow): ServiceRow {
  return {
    id: row.id,
    kind: 'service',
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    name: row.client_name,
    fromName: row.client_phone,
    nameOfAction: row.action ?? 'delivery',
    purchaseOfGoods: row.goods_value,
    percentClient: bpToPercent(row.percent_bp),
    amountFromClient: row.amount_due,
    profit: row.income,
    dispatchPVZ: ref(row.delivery_point_id, row.delivery_point_name),
    orderPVZ: ref(row.delivery_center_id, row.delivery_center_name),
    sorted: row.sorted_at?.toISOString() ?? null,
    paid: row.paid_at?.toISOString() ?? null,
    additionally: row.service_payment,
  };
}

type Levels = Record<string, ColumnLevel>;

/** The column a sort key orders by: the caller must see it, or the order would tell its values. */
const sortColumnKey: Record<ServiceSortKey, string | null> = {
  createdAt: null,
  name: 'name',
  fromName: 'fromName',
  nameOfAction: 'nameOfAction',
  purchaseOfGoods: 'purchaseOfGoods',
  amountFromClient: 'amountFromClient',
  sorted: 'sorted',
  paid: 'paid',
};

/** Refuses a sort, filter or search on a column hidden from the caller (the count would tell its values). */
function assertVisible(levels: Levels, ...keys: (string | null)[]) {
  if (keys.some((key) => key !== null && levels[key] === 'hidden')) throw forbidden(messages.columnHidden);
}

const sortColumns: Record<ServiceSortKey, string> = {
  createdAt: 'g.created_at',
  name: 'g.client_name',
  fromName: 'g.client_phone',
  nameOfAction: 'g.action',
  purchaseOfGoods: 'g.goods_value',
  amountFromClient: 'g.amount_due',
  sorted: 'g.sorted_at',
  paid: 'g.paid_at',
};

/** The grid's column filters: each column's SQL and type (see lists/column-filters.ts). */
const filterColumns: Record<string, Omit<ColumnSql, 'title'>> = {
  id: { type: 'number', expression: 'g.id' },
  createdAt: { type: 'date', expression: 'g.created_at' },
  name: { type: 'text', expression: 'g.client_name' },
  fromName: { type: 'text', expression: 'g.client_phone' },
  nameOfAction: { type: 'choice', expression: 'g.action' },
  purchaseOfGoods: { type: 'money', expression: 'g.goods_value' },
  percentClient: { type: 'percent', expression: 'g.percent_bp' },
  amountFromClient: { type: 'money', expression: 'g.amount_due' },
  profit: { type: 'money', expression: 'g.income' },
  dispatchPVZ: { type: 'ref', expression: 'dp.name', idExpression: 'g.delivery_point_id' },
  orderPVZ: { type: 'ref', expression: 'sc.name', idExpression: 'g.delivery_center_id' },
  sorted: { type: 'date', expression: 'g.sorted_at' },
  paid: { type: 'date', expression: 'g.paid_at' },
  additionally: { type: 'choice', expression: 'g.service_payment' },
};

const baseTitles: Record<string, string> = { id: 'ID', createdAt: 'Создано' };

/** A filter's column: one of the table's, visible to the caller (the count would tell a hidden one's values). */
function filterColumn(key: string, levels: Levels): ColumnSql {
  const column = Object.hasOwn(filterColumns, key) ? filterColumns[key] : undefined;
  if (!column) throw badRequest(messages.filterInvalid);
  if (!(key in baseTitles)) assertVisible(levels, key);
  const title = baseTitles[key] ?? columnsOf('service').find((info) => info.key === key)?.title ?? key;
  return { ...column, title };
}

function conditions(query: ServiceRowsQuery, levels: Levels): Expression<SqlBool>[] {
  const found: Expression<SqlBool>[] = [];
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const byPhone = digits.length >= 3 && digits.length === q.replace(/[\s()+-]/g, '').length;
    assertVisible(levels, byPhone ? 'fromName' : 'name');
    found.push(
      byPhone ? phoneContaining('g.client_phone', digits) : sql<SqlBool>`g.client_name ilike ${`%${likeEscaped(q)}%`}`,
    );
  }
  if (query.action) {
    assertVisible(levels, 'nameOfAction');
    found.push(sql<SqlBool>`g.action = ${query.action}`);
  }
  if (query.state === 'unsorted') assertVisible(levels, 'sorted');
  if (query.state === 'unpaid' || query.state === 'paid') assertVisible(levels, 'paid');
  if (query.state === 'unsorted') found.push(sql<SqlBool>`g.sorted_at is null`);
  if (query.state === 'unpaid') found.push(sql<SqlBool>`g.paid_at is null`);
  if (query.state === 'paid') found.push(sql<SqlBool>`g.paid_at is not null`);
  for (const filter of parseFilters(query.filters)) {
    const condition = filterExpression(filter, filterColumn(filter.field, levels));
    if (condition) found.push(condition);
  }
  const period = checkedPeriod(query.from, query.to);
  return [...found, ...withinDays('g.created_at', period.start, period.end)];
}

/**
 * A page of the table, sorted on the server, with the totals of every matching row; sorting,
 * filtering and searching only by the columns the caller sees (the gateway hides the rest).
 */
export async function listServiceRows(db: Db, query: ServiceRowsQuery, levels: Levels): Promise<ServiceRows> {
  const where = conditions(query, levels);
  if (query.sort) assertVisible(levels, sortColumnKey[query.sort]);
  const pageSize = query.pageSize ?? 50;
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const order = query.sort
    ? sql`${sql.ref(sortColumns[query.sort])} ${direction} nulls last, g.id ${direction}`
    : sql`g.created_at desc, g.id desc`;
  const [rows, totals, settings] = await Promise.all([
    rowsQuery(db)
      .where((eb) => eb.and(where))
      .orderBy(order)
      .limit(pageSize)
      .offset((query.page ?? 0) * pageSize)
      .execute(),
    selectRows(db)
      .where((eb) => eb.and(where))
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`coalesce(sum(g.goods_value), 0)`.as('value'),
        sql<string>`coalesce(sum(g.amount_due), 0)`.as('fees'),
        sql<string>`coalesce(sum(g.amount_due) filter (where g.paid_at is null), 0)`.as('unpaid'),
      ])
      .executeTakeFirstOrThrow(),
    loadSettings(db),
  ]);
  return {
    rows: rows.map(toServiceRow),
    total: Number(totals.total),
    totals: {
      purchaseOfGoods: Number(totals.value),
      amountFromClient: Number(totals.fees),
      unpaid: Number(totals.unpaid),
    },
    defaultPercent: settings.defaultPercents.service,
  };
}

async function rowsByIds(db: Db, ids: readonly number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsQuery(db).where('g.id', 'in', ids).orderBy('g.id').execute();
  return rows.map(toServiceRow);
}

async function livePlace(trx: Db, table: 'pvz_delivery' | 'sorting_centers_delivery', id: number | null) {
  if (id === null) return;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found)
    throw notFound(table === 'pvz_delivery' ? messages.serviceDestinationUnknown : messages.serviceCenterUnknown);
}

function percentBpOf(percent: number): number {
  const bp = percentToBp(percent);
  if (bp === null) throw badRequest(messages.servicePercentInvalid);
  return bp;
}

/** «Сортировка» and «Доставка» of one customer: always the pair, each with its value and percent. */
export async function createServiceRows(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreateServiceRowsBody,
  secret: string,
): Promise<ServiceRowsChange> {
  const phone = normalizePhone(body.row.fromName);
  if (!phone.ok) throw badRequest(phone.error);
  if (body.sorting.purchaseOfGoods === 0 && body.delivery.purchaseOfGoods === 0)
    throw badRequest(messages.serviceValueRequired);
  await livePlace(trx, 'pvz_delivery', body.row.dispatchPVZ);
  await livePlace(trx, 'sorting_centers_delivery', body.row.orderPVZ);
  const settings = await loadSettings(trx);
  const values = serviceActions.map((action) => {
    const fields = body[action];
    const percentBp = percentBpOf(fields.percentClient ?? settings.defaultPercents.service);
    const money = serviceMoney({ goodsValue: fields.purchaseOfGoods, percentBp });
    return {
      kind: 'service' as const,
      action,
      client_phone: phone.phone,
      client_name: body.row.name.trim(),
      delivery_point_id: body.row.dispatchPVZ,
      delivery_center_id: body.row.orderPVZ,
      goods_value: fields.purchaseOfGoods,
      percent_bp: percentBp,
      amount_due: money.due,
      income: money.income,
      created_by: actor.user.username,
      updated_by: actor.user.username,
    };
  });
  const made = await trx.insertInto('goods').values(values).returning('id').execute();
  await ensureDebtorLinks(trx, secret, [phone.phone]);
  return {
    message: messages.serviceRowsCreated,
    rows: await rowsByIds(
      trx,
      made.map((row) => row.id),
    ),
  };
}

/**
 * Changes the fields sent of one unpaid row (a paid row's fee is in the balance); a new value or
 * percent gives the row its fee again. Recorded in the row's history.
 */
export async function editServiceRow(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: EditServiceRowBody,
  secret: string,
): Promise<ServiceRowsChange> {
  const [current] = await trx
    .selectFrom('goods')
    .select([
      'client_phone',
      'client_name',
      'delivery_point_id',
      'delivery_center_id',
      'goods_value',
      'percent_bp',
      'paid_at',
    ])
    .where('id', '=', body.id)
    .where('kind', '=', 'service')
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
  if (!current) throw notFound(messages.serviceRowNotFound);
  if (current.paid_at !== null) throw conflict(messages.serviceRowPaidNoEdit);
  const { row } = body;
  const phone = row.fromName === undefined ? null : normalizePhone(row.fromName);
  if (phone && !phone.ok) throw badRequest(phone.error);
  if (row.dispatchPVZ !== undefined) await livePlace(trx, 'pvz_delivery', row.dispatchPVZ);
  if (row.orderPVZ !== undefined) await livePlace(trx, 'sorting_centers_delivery', row.orderPVZ);
  const next = {
    client_phone: phone?.ok ? phone.phone : current.client_phone,
    client_name: row.name === undefined ? current.client_name : row.name.trim(),
    delivery_point_id: row.dispatchPVZ === undefined ? current.delivery_point_id : row.dispatchPVZ,
    delivery_center_id: row.orderPVZ === undefined ? current.delivery_center_id : row.orderPVZ,
    goods_value: row.purchaseOfGoods ?? current.goods_value,
    percent_bp: row.percentClient === undefined ? current.percent_bp : percentBpOf(row.percentClient),
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
  if (changed.length === 0) throw badRequest(messages.serviceRowNothingChanged);
  const money = serviceMoney({ goodsValue: next.goods_value, percentBp: next.percent_bp });
  await trx
    .updateTable('goods')
    .set({
      ...next,
      amount_due: money.due,
      income: money.income,
      updated_at: new Date(),
      updated_by: actor.user.username,
    })
    .where('id', '=', body.id)
    .execute();
  if (next.client_phone) await ensureDebtorLinks(trx, secret, [next.client_phone]);
  await recordEvents(trx, actor, [
    { goodsId: body.id, type: 'edited', operationId: body.operationId, details: { changed } },
  ]);
  return { message: messages.serviceRowEdited, rows: await rowsByIds(trx, [body.id]) };
}

/** The live service rows of the ids, locked for the change; every id must be one. */
async function lockedRows(trx: Transaction<Database>, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await trx
    .selectFrom('goods')
    .select(['id', 'action', 'client_phone', 'client_name', 'amount_due', 'paid_at'])
    .where('id', 'in', unique)
    .where('kind', '=', 'service')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== unique.length) throw notFound(messages.serviceRowNotFound);
  return rows;
}

/** «Отсортировано»: rows sorted earlier keep their first time. */
export async function markServiceRowsSorted(trx: Transaction<Database>, actor: StaffAuth, ids: readonly number[]) {
  await lockedRows(trx, ids);
  await trx
    .updateTable('goods')
    .set({ sorted_at: sql`coalesce(sorted_at, now())`, updated_at: new Date(), updated_by: actor.user.username })
    .where('id', 'in', ids)
    .execute();
  return { message: messages.serviceRowsSorted, rows: await rowsByIds(trx, ids) };
}

/**
 * «Оплачено онлайн» / «Оплачено наличными»: each row's fee moves from its customer to the service's
 * account in this transaction. A row paid before refuses the whole action, so nothing is paid twice.
 */
export async function markServiceRowsPaid(trx: Transaction<Database>, actor: StaffAuth, body: PayServiceRowsBody) {
  const rows = await lockedRows(trx, body.ids);
  if (rows.some((row) => row.paid_at !== null)) throw conflict(messages.serviceRowsPaidAlready);
  // the cashier took the sums on the screen: an edit since then must not post another
  const due = rows.reduce((sum, row) => sum + row.amount_due, 0);
  if (body.expectedDue !== undefined && body.expectedDue !== due) throw conflict(messages.serviceRowsDueChanged);
  await trx
    .updateTable('goods')
    .set({
      paid_at: new Date(),
      service_payment: body.payment,
      updated_at: new Date(),
      updated_by: actor.user.username,
    })
    .where('id', 'in', body.ids)
    .execute();
  await postServicePayments(
    trx,
    rows.map((row) => ({
      goodsId: row.id,
      action: (row.action ?? 'delivery') as ServiceAction,
      phone: row.client_phone ?? '',
      name: row.client_name,
      amount: row.amount_due,
      payment: body.payment,
    })),
    actor.user.id,
  );
  return { message: messages.serviceRowsPaid, rows: await rowsByIds(trx, body.ids) };
}

/** Deletes unpaid rows (a paid row's money is in the balance: it stays). */
export async function deleteServiceRows(trx: Transaction<Database>, actor: StaffAuth, ids: readonly number[]) {
  const rows = await lockedRows(trx, ids);
  if (rows.some((row) => row.paid_at !== null)) throw unprocessable(messages.serviceRowsPaidNoDelete);
  await trx
    .updateTable('goods')
    .set({ deleted_at: new Date(), updated_at: new Date(), updated_by: actor.user.username })
    .where('id', 'in', ids)
    .execute();
  return { message: messages.serviceRowsDeleted, rows: [] };
}

/** Customers of the service whose phone ends in the digits: the form fills the phone and the name. */
export async function serviceCustomers(db: Db, digits: string, levels: Levels) {
  assertVisible(levels, 'fromName', 'name');
  const rows = await db
    .selectFrom('goods')
    .select(['client_phone', sql<string>`(array_agg(client_name order by created_at desc))[1]`.as('name')])
    .where('kind', '=', 'service')
    .where('deleted_at', 'is', null)
    .where(sql<SqlBool>`client_phone like ${`%${digits}`}`)
    .groupBy('client_phone')
    .limit(10)
    .execute();
  return { customers: rows.map((row) => ({ phone: row.client_phone ?? '', name: row.name })) };
}
