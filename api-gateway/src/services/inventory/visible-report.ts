import {
  type InventoryList,
  type InventoryReport,
  type InventoryReportSummary,
  inventoryLists,
} from '@pvz/contracts/api/inventory';
import { counterKinds } from '@pvz/contracts/goods';
import type { ColumnLevel, GoodsKind } from '@pvz/contracts/goods-columns';

type Levels = Partial<Record<GoodsKind, Record<string, ColumnLevel>>>;

const hidden = (levels: Levels, kind: GoodsKind, key: string) => levels[kind]?.[key] === 'hidden';

/**
 * A saved report as the caller may see it: the client's phone and the amount leave the rows of a
 * kind whose column is hidden for the caller, and a list's sum goes with any amount it hides.
 */
export function visibleReport(report: InventoryReport, levels: Levels): InventoryReport {
  const lists = {} as InventoryReport['lists'];
  const totals = {} as InventoryReport['totals'];
  for (const list of inventoryLists) {
    lists[list] = report.lists[list].map((row) => ({
      ...row,
      phone: hidden(levels, row.kind, 'fromName') ? null : row.phone,
      amount: hidden(levels, row.kind, 'amountFromClient') ? null : row.amount,
    }));
    const sumHidden = lists[list].some((row) => row.amount === null);
    totals[list] = { ...report.totals[list], sum: sumHidden ? null : report.totals[list].sum };
  }
  return { ...report, lists, totals };
}

/** A report's header without sums when the caller may not see the amount of some kind a list can hold. */
export function visibleSummary(summary: InventoryReportSummary, levels: Levels): InventoryReportSummary {
  if (!counterKinds.some((kind) => hidden(levels, kind, 'amountFromClient'))) return summary;
  const totals = Object.fromEntries(
    inventoryLists.map((list) => [list, { ...summary.totals[list], sum: null }]),
  ) as Record<InventoryList, { count: number; sum: null }>;
  return { ...summary, totals };
}
