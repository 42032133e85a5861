import type { GoodsTotals } from '@pvz/contracts/api/goods';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ListPlan, listConditions, listOrder, totalExpression, totalsShown } from '../goods/list.js';
import { joinedGoods, selectListedGoods } from '../goods/rows.js';

/** One page of a list's rows (as stored), the count of every matching row and the sums the caller sees. */
export async function loadListPage(db: Kysely<Database>, plan: ListPlan, page: number, pageSize: number) {
  const shown = totalsShown(plan.kinds, plan.caller);
  const [records, summary] = await Promise.all([
    selectListedGoods(db)
      .where((eb) => listConditions(eb, plan))
      .orderBy(listOrder(plan))
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    joinedGoods(db)
      .where((eb) => listConditions(eb, plan))
      .select([sql<string>`count(*)`.as('total'), ...shown.map((key) => totalExpression(key, plan.query.view))])
      .executeTakeFirstOrThrow(),
  ]);
  const record = summary as Record<string, string>;
  const totals: GoodsTotals = Object.fromEntries(shown.map((key) => [key, Number(record[key])]));
  return { records, total: Number(record.total), totals };
}

/** How many rows a list holds (a bad filter fails here, with its 400). */
export async function countListRows(db: Kysely<Database>, plan: ListPlan): Promise<string> {
  const counted = await joinedGoods(db)
    .where((eb) => listConditions(eb, plan))
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return counted.total;
}
