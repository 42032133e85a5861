import type { UserScope } from '@pvz/contracts/access';
import {
  type AdvanceSummary,
  type AdvanceSummaryQuery,
  summaryExcludedCategories,
} from '@pvz/contracts/api/advance-summary';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { checkedPeriod, withinDays } from '../lists/period.js';
import { inPointScope } from '../point-scope.js';

/**
 * «Сводные таблицы»: per point, the receipts (top-ups) and the expenses of the period, cash or cashless,
 * of one company or all, with the difference and the totals; sums in SQL over the done rows (a
 * transfer waiting or turned down is no money spent). Rows without a point (the office's) count for
 * callers of all points only.
 */
export async function advanceSummary(db: Db, scope: UserScope, query: AdvanceSummaryQuery): Promise<AdvanceSummary> {
  const { start, end } = checkedPeriod(query.from, query.to);
  const rows = await db
    .selectFrom('advance_rows as a')
    .leftJoin('expense_categories as c', 'c.id', 'a.category_id')
    .leftJoin('points as p', 'p.id', 'a.point_id')
    .select([
      'a.point_id',
      'p.name as point_name',
      sql<string>`coalesce(sum(a.amount) filter (where a.kind = 'top-up'), 0)`.as('receipts'),
      sql<string>`coalesce(sum(a.amount) filter (where a.kind = 'expense'
        and coalesce(c.name, '') <> all(${[...summaryExcludedCategories]}::text[])), 0)`.as('expenses'),
    ])
    .where('a.payment', '=', query.payment)
    .where('a.rejected_at', 'is', null)
    .where('a.kind', 'in', ['top-up', 'expense'])
    .where((eb) => eb.and([...withinDays('a.created_at', start, end), inPointScope('a.point_id', scope)]))
    .$if(query.company !== undefined, (select) => select.where('a.company_id', '=', query.company as number))
    .$if(!scope.allPoints, (select) => select.where(sql<SqlBool>`a.point_id is not null`))
    .groupBy(['a.point_id', 'p.name'])
    .orderBy(sql`p.name nulls first`)
    .execute();
  const shown = rows
    .map((row) => {
      const receipts = Number(row.receipts);
      const expenses = Number(row.expenses);
      return {
        point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
        receipts,
        expenses,
        difference: receipts - expenses,
      };
    })
    .filter((row) => row.receipts !== 0 || row.expenses !== 0);
  const sum = (pick: (row: (typeof shown)[number]) => number) => shown.reduce((total, row) => total + pick(row), 0);
  return {
    rows: shown,
    totals: {
      receipts: sum((row) => row.receipts),
      expenses: sum((row) => row.expenses),
      difference: sum((row) => row.difference),
    },
  };
}
