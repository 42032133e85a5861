import { type Static, Type } from 'typebox';
import { advancePayments } from './advance-report.js';
import { literals, Nullable } from './common.js';
import { Id, IsoDate } from './primitives.js';

/** «Сводные таблицы» of the advance report (/advance-report/summary-tables, LEGACY-NOTES §3.6). */
export const advanceSummaryRoutes = {
  /** GET AdvanceSummaryQuery → AdvanceSummary */
  summary: '/api/advance-report/summary-tables',
} as const;

/**
 * The categories that are no receipt and no expense of a point: money moving between the company's own
 * hands, to its owners, or withheld from pay (already out of the net pay).
 */
export const summaryExcludedCategories = [
  'Передача денежных средств',
  'Пополнение баланса',
  'Вывод дивидендов',
  'Удержания с сотрудников',
] as const;

export const AdvanceSummaryQuery = Type.Object({
  from: IsoDate,
  to: IsoDate,
  payment: literals(advancePayments),
  /** one company's rows (the page's `?company=`), or all */
  company: Type.Optional(Id),
});
export type AdvanceSummaryQuery = Static<typeof AdvanceSummaryQuery>;

/** A point's receipts (top-ups) and expenses in the period; a row without a point is the office's. */
export const AdvanceSummaryRow = Type.Object({
  point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  receipts: Type.Integer(),
  expenses: Type.Integer(),
  difference: Type.Integer(),
});
export type AdvanceSummaryRow = Static<typeof AdvanceSummaryRow>;

export const AdvanceSummary = Type.Object({
  rows: Type.Array(AdvanceSummaryRow),
  totals: Type.Object({ receipts: Type.Integer(), expenses: Type.Integer(), difference: Type.Integer() }),
});
export type AdvanceSummary = Static<typeof AdvanceSummary>;
