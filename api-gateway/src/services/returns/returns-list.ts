import type { UserScope } from '@pvz/contracts/access';
import type { ReturnSort, ReturnsListQuery } from '@pvz/contracts/api/returns';
import { refusalOutcomes } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { likeEscaped } from '../../db/like.js';
import type { Database } from '../../db/schema.js';
import { forbidden } from '../../errors.js';
import { selectListedGoods } from '../goods/rows.js';
import { phoneContaining } from '../phone-search.js';
import { inPointScope } from '../point-scope.js';
import { type ColumnLevels, priceColumnOf, refusableKinds, toReturnRow } from './return-rows.js';

type Builder = ExpressionBuilder<Database & { g: Database['goods']; p: Database['points'] }, 'g' | 'p'>;

export interface ReturnsPlan {
  query: ReturnsListQuery;
  scope: UserScope;
  levels: ColumnLevels;
  /** verified returns stay listed this many days (settings) */
  visibleDays: number;
  /** only the points that carry this marketplace's brand */
  brandMarketplaceId?: number;
}

/** A row's price in its kind's price column, as SQL. */
const priceSql = sql<number>`case when g.kind = 'barcode' then g.price_program else g.price_site end`;

/** How each sortable column is ordered, and the goods column whose level it needs. */
const sortSql: Record<ReturnSort, { expression: ReturnType<typeof sql>; column: string | null }> = {
  id: { expression: sql`g.id`, column: null },
  issued: { expression: sql`g.issued_at`, column: 'issued' },
  dispatchPVZ: { expression: sql`p.name`, column: 'dispatchPVZ' },
  fromName: { expression: sql`g.client_phone`, column: 'fromName' },
  productName: { expression: sql`g.product_name`, column: 'productName' },
  marketplace: { expression: sql`m.name`, column: 'marketplace' },
  price: { expression: priceSql, column: 'price' },
  shipped: { expression: sql`g.shipped_at`, column: 'shipped' },
  verified: { expression: sql`g.verified_at`, column: 'verified' },
  priceRefund: { expression: sql`g.price_refund`, column: 'priceRefund' },
};

/** A column is hidden from the caller in some refusable kind: the list may not sort, search or sum by it. */
function hiddenSomewhere(levels: ColumnLevels, column: string): boolean {
  return refusableKinds.some((kind) => {
    const key = column === 'price' ? priceColumnOf[kind] : column;
    return levels[kind]?.[key] === 'hidden';
  });
}

const stateCondition = {
  'not-shipped': sql<SqlBool>`g.shipped_at is null`,
  shipped: sql<SqlBool>`g.shipped_at is not null and g.verified_at is null`,
  verified: sql<SqlBool>`g.verified_at is not null`,
} as const;

/**
 * The returns list: refused parcels of the refusable kinds, not deleted, not verified or verified
 * within the visible days, in the caller's points, with the list's filters.
 */
function returnsConditions(eb: Builder, plan: ReturnsPlan): Expression<SqlBool> {
  const { query, scope } = plan;
  const conditions: Expression<SqlBool>[] = [
    eb('g.deleted_at', 'is', null),
    eb('g.outcome', 'in', [...refusalOutcomes]),
    eb('g.kind', 'in', [...refusableKinds]),
    sql<SqlBool>`(g.verified_at is null or g.verified_at > now() - make_interval(days => ${plan.visibleDays}))`,
  ];
  conditions.push(inPointScope('g.point_id', scope, query.pvzId));
  if (plan.brandMarketplaceId !== undefined)
    conditions.push(eb('p.brand_marketplace_id', '=', plan.brandMarketplaceId));
  else if (query.marketplaceId !== undefined) conditions.push(eb('g.marketplace_id', '=', query.marketplaceId));
  if (query.state) conditions.push(stateCondition[query.state]);
  const q = query.q?.trim();
  if (q) conditions.push(quickSearch(q, plan.levels));
  return eb.and(conditions);
}

/** An id, phone digits or words of the product, each only when the caller sees that column. */
function quickSearch(q: string, levels: ColumnLevels): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (/^\d{1,9}$/.test(q)) parts.push(sql<SqlBool>`g.id = ${Number(q)}`);
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && !hiddenSomewhere(levels, 'fromName')) parts.push(phoneContaining('g.client_phone', digits));
  if (!hiddenSomewhere(levels, 'productName')) parts.push(sql<SqlBool>`g.product_name ilike ${`%${likeEscaped(q)}%`}`);
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The ORDER BY: the newest refusal first unless the caller sorts by a column they see. */
function returnsOrder(plan: ReturnsPlan) {
  const { sort, order } = plan.query;
  if (!sort) return sql`g.issued_at desc, g.id desc`;
  const { expression, column } = sortSql[sort];
  if (column !== null && hiddenSomewhere(plan.levels, column)) throw forbidden(messages.columnHidden);
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  return sql`${expression} ${direction} nulls last, g.id ${direction}`;
}

/** The sums of the list: prices and refunds, each only when the caller sees it in every kind. */
function returnsTotals(levels: ColumnLevels) {
  const sum = (expression: ReturnType<typeof sql>, column: string) =>
    hiddenSomewhere(levels, column) ? sql<string>`0` : sql<string>`coalesce(sum(${expression}), 0)`;
  return [sum(priceSql, 'price').as('price'), sum(sql`g.price_refund`, 'priceRefund').as('price_refund')];
}

/** A page of the refusals a plan lists, with the total and the sums of all that match. */
export async function returnsPage(db: Kysely<Database>, plan: ReturnsPlan) {
  const { query, levels } = plan;
  const [rows, summary] = await Promise.all([
    selectListedGoods(db)
      .where((eb) => returnsConditions(eb, plan))
      .orderBy(returnsOrder(plan))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize)
      .execute(),
    db
      .selectFrom('goods as g')
      .leftJoin('points as p', 'p.id', 'g.point_id')
      .where((eb) => returnsConditions(eb, plan))
      .select((eb) => [eb.fn.countAll<string>().as('total'), ...returnsTotals(levels)])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => toReturnRow(row, levels)),
    total: Number(summary.total),
    totals: { price: Number(summary.price), priceRefund: Number(summary.price_refund) },
  };
}
