import type { GoodsTotals } from '@pvz/contracts/api/goods';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ListPlan, listConditions, listOrder, totalExpression, totalsShown } from '../goods/list.js';
import { selectGoods } from '../goods/rows.js';

/** One page of a list's rows (as stored), the count of every matching row and the sums the caller sees. */
export async function loadListPage(db: Kysely<Database>, plan: ListPlan, page: number, pageSize: number) {
  const shown = totalsShown(plan.kinds, plan.caller);
  const [records, summary] = await Promise.all([
    selectGoods(db)
      .where((eb) => listConditions(eb, plan))
      .orderBy(listOrder(plan))
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    db
      .selectFrom('goods as g')
      .leftJoin('points as p', 'p.id', 'g.point_id')
      .leftJoin('sorting_centers as sc', 'sc.id', 'g.sorting_center_id')
      .leftJoin('order_accounts as oa', 'oa.id', 'g.order_account_id')
      .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
      .where((eb) => listConditions(eb, plan))
      .select([sql<string>`count(*)`.as('total'), ...shown.map((key) => totalExpression(key, plan.query.view))])
      .executeTakeFirstOrThrow(),
  ]);
  const record = summary as Record<string, string>;
  const totals: GoodsTotals = Object.fromEntries(shown.map((key) => [key, Number(record[key])]));
  return { records, total: Number(record.total), totals };
}
