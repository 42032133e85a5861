import type { UserScope } from '@pvz/contracts/access';
import type { GoodsListQuery, GoodsTotals } from '@pvz/contracts/api/goods';
import type { ColumnLevel, GoodsKind } from '@pvz/contracts/goods-columns';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { likeEscaped } from '../../db/like.js';
import { badRequest, forbidden } from '../../errors.js';
import { type ColumnSql, filterExpression, parseFilters } from '../lists/column-filters.js';
import { phoneContaining } from '../phone-search.js';
import { inPointScope } from '../point-scope.js';
import type { JoinedGoodsBuilder } from './rows.js';

/**
 * The goods (`g`) with the tables a list's columns name (`p`, `sc`, `oa`, `m`) joined, as
 * `joinedGoods` and `selectListedGoods` (services/goods/rows.ts) join them.
 */
export type ListBuilder = JoinedGoodsBuilder;

const columnSql: Record<string, Omit<ColumnSql, 'title'>> = {
  id: { type: 'number', expression: 'g.id' },
  createdAt: { type: 'date', expression: 'g.created_at' },
  cell: { type: 'number', expression: 'g.cell' },
  fromName: { type: 'text', expression: 'g.client_phone' },
  name: { type: 'text', expression: 'g.client_name' },
  notation: { type: 'text', expression: 'g.notation' },
  prepayment: { type: 'money', expression: 'g.prepayment' },
  percentClient: { type: 'percent', expression: 'g.percent_bp' },
  deliveredKGT: { type: 'money', expression: 'g.extra_income' },
  amountFromClient: { type: 'money', expression: 'g.amount_due' },
  profit: { type: 'money', expression: 'g.income' },
  dispatchPVZ: { type: 'ref', expression: 'p.name', idExpression: 'g.point_id' },
  orderPVZ: { type: 'ref', expression: 'sc.name', idExpression: 'g.sorting_center_id' },
  deliveredSC: { type: 'date', expression: 'g.delivered_sc_at' },
  deliveredPVZ: { type: 'date', expression: 'g.delivered_pvz_at' },
  issued: { type: 'date', expression: 'g.issued_at' },
  additionally: { type: 'choice', expression: 'g.outcome' },
  productLink: { type: 'text', expression: 'g.product_link' },
  productName: { type: 'text', expression: 'g.product_name' },
  marketplace: { type: 'ref', expression: 'm.name', idExpression: 'g.marketplace_id' },
  priceSite: { type: 'money', expression: 'g.price_site' },
  orderAccount: { type: 'ref', expression: 'oa.name', idExpression: 'g.order_account_id' },
  prepaid: { type: 'boolean', expression: 'g.prepaid' },
  itemsCount: { type: 'number', expression: 'g.items_count' },
  priceProgram: { type: 'money', expression: 'g.price_program' },
};

/** The totals of a table, by column key, and the stored column each adds up. */
const totalColumns = {
  prepayment: 'prepayment',
  amountFromClient: 'amount_due',
  profit: 'income',
  priceSite: 'price_site',
  priceProgram: 'price_program',
  deliveredKGT: 'extra_income',
} as const satisfies Record<keyof GoodsTotals, string>;

export interface ListCaller {
  scope: UserScope;
  /** the caller's column levels for each kind the table shows */
  levels: Partial<Record<GoodsKind, Record<string, ColumnLevel>>>;
}

const kindHas = (kind: GoodsKind, key: string) => columnsOf(kind).some((column) => column.key === key);

/**
 * A column the caller may sort, filter and search by: visible in every kind of the table that has it
 * (a filter on a mixed table would otherwise reveal a value of a kind where it is hidden); base
 * fields are always visible.
 */
export function visible(key: string, kinds: readonly GoodsKind[], caller: ListCaller): boolean {
  if (key === 'id' || key === 'createdAt') return true;
  const having = kinds.filter((kind) => kindHas(kind, key));
  return having.length > 0 && having.every((kind) => caller.levels[kind]?.[key] !== 'hidden');
}

const baseTitles: Record<string, string> = { id: 'ID', createdAt: 'Создано' };

function columnFor(key: string, kinds: readonly GoodsKind[], caller: ListCaller): ColumnSql {
  const column = Object.hasOwn(columnSql, key) ? columnSql[key] : undefined;
  if (!column || !(key === 'id' || key === 'createdAt' || kinds.some((kind) => kindHas(kind, key))))
    throw badRequest(messages.filterInvalid);
  if (!visible(key, kinds, caller)) throw forbidden(messages.columnHidden);
  const title =
    baseTitles[key] ?? kinds.flatMap((kind) => columnsOf(kind)).find((info) => info.key === key)?.title ?? key;
  return { ...column, title };
}

export interface ListPlan {
  kinds: readonly GoodsKind[];
  query: GoodsListQuery;
  caller: ListCaller;
  /** hours, or the setting as SQL (issuedVisibleHoursSql) */
  issuedVisibleHours: number | RawBuilder<number>;
  /** the chronicles and the deleted list show deleted rows too */
  withDeleted?: boolean;
  /** more conditions of a list of its own (a working list's membership, a chronicle's filter bar) */
  more?: (eb: ListBuilder) => Expression<SqlBool>[];
}

/** Every condition of a table's rows: kinds, scope, point, view, status, quick search, column filters. */
export function listConditions(eb: ListBuilder, plan: ListPlan): Expression<SqlBool> {
  const { kinds, query, caller } = plan;
  const conditions: Expression<SqlBool>[] = [eb('g.kind', 'in', [...kinds]), ...(plan.more?.(eb) ?? [])];
  if (!plan.withDeleted) conditions.push(eb('g.deleted_at', 'is', null));
  conditions.push(inPointScope('g.point_id', caller.scope, query.pvzId));
  if (caller.scope.sortingCenterId !== null)
    conditions.push(eb('g.sorting_center_id', '=', caller.scope.sortingCenterId));
  if (query.view === 'work')
    conditions.push(
      sql<SqlBool>`(g.issued_at is null or g.issued_at > now() - make_interval(hours => ${plan.issuedVisibleHours}))`,
    );
  if (query.status) conditions.push(statusCondition(query.status));
  const q = query.q?.trim();
  if (q) conditions.push(quickSearch(q, kinds, caller));
  for (const filter of parseFilters(query.filters)) {
    const condition = filterExpression(filter, columnFor(filter.field, kinds, caller));
    if (condition) conditions.push(condition);
  }
  return eb.and(conditions);
}

function statusCondition(status: NonNullable<GoodsListQuery['status']>): Expression<SqlBool> {
  switch (status) {
    case 'issued':
      return sql<SqlBool>`g.outcome in ('cash', 'online')`;
    case 'refused':
      return sql<SqlBool>`g.outcome in ('refusal-cash', 'refusal-online', 'defect', 'substitution')`;
    case 'at-point':
      return sql<SqlBool>`g.delivered_pvz_at is not null and g.issued_at is null`;
    case 'at-sorting-center':
      return sql<SqlBool>`g.delivered_sc_at is not null and g.delivered_pvz_at is null and g.issued_at is null`;
    case 'ordered':
      return sql<SqlBool>`g.ordered_at is not null and g.delivered_sc_at is null and g.delivered_pvz_at is null and g.issued_at is null`;
    case 'created':
      return sql<SqlBool>`g.ordered_at is null and g.delivered_sc_at is null and g.delivered_pvz_at is null and g.issued_at is null`;
  }
}

/** Phone digits, a name, a product or a note; a number is also a row id. Only columns the caller sees. */
function quickSearch(q: string, kinds: readonly GoodsKind[], caller: ListCaller): Expression<SqlBool> {
  const pattern = `%${likeEscaped(q)}%`;
  const digits = q.replace(/\D/g, '');
  const parts: Expression<SqlBool>[] = [];
  if (/^\d{1,9}$/.test(q)) parts.push(sql<SqlBool>`g.id = ${Number(q)}`);
  if (digits.length >= 3 && visible('fromName', kinds, caller)) parts.push(phoneContaining('g.client_phone', digits));
  for (const [key, expression] of [
    ['name', 'g.client_name'],
    ['productName', 'g.product_name'],
    ['notation', 'g.notation'],
  ] as const) {
    if (visible(key, kinds, caller)) parts.push(sql<SqlBool>`${sql.ref(expression)} ilike ${pattern}`);
  }
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The ORDER BY of a table: a visible column of the grid, newest first by default, ties by id. */
export function listOrder(plan: ListPlan) {
  const { sort, order } = plan.query;
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  if (!sort) return sql`g.created_at desc, g.id desc`;
  const column = columnFor(sort, plan.kinds, plan.caller);
  return sql`${sql.ref(column.expression)} ${direction} nulls last, g.id ${direction}`;
}

/** The totals a table shows: only columns of its kinds that the caller sees in each of them. */
export function totalsShown(kinds: readonly GoodsKind[], caller: ListCaller): (keyof GoodsTotals)[] {
  return (Object.keys(totalColumns) as (keyof GoodsTotals)[]).filter((key) => visible(key, kinds, caller));
}

/**
 * The SQL of a total. In the work view «Сумма с клиента» is what the parcels at the point will bring:
 * those on their way or handed over lately are in the view, but not in that sum.
 */
export function totalExpression(key: keyof GoodsTotals, view: GoodsListQuery['view']) {
  const column = sql.ref(`g.${totalColumns[key]}`);
  if (key === 'amountFromClient' && view === 'work')
    return sql<string>`coalesce(sum(${column}) filter (where g.delivered_pvz_at is not null and g.issued_at is null), 0)`.as(
      key,
    );
  return sql<string>`coalesce(sum(${column}), 0)`.as(key);
}
