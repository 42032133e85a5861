import type { GoodsRow } from '@pvz/contracts/api/goods';
import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import { counterKinds, goodsStatusTitle, type Outcome, outcomeTitle } from '@pvz/contracts/goods';
import { columnsOf, goodsKinds } from '@pvz/contracts/goods-columns';
import { kopecksToRubles } from '@pvz/contracts/money';
import { formatDateTime } from '@pvz/ui/format';
import { type ColumnLevels, levelOf } from '../../hooks/use-column-levels';
import { type ValueKind, valueKindOf } from './goods-value-kinds';

/** A column of a goods table: the row's own fields, then the kind's columns the user may see. */
export interface GoodsColumn {
  key: string;
  title: string;
  kind: ValueKind;
}

const kindTitle = new Map(goodsKinds.map((info) => [info.kind, info.title]));

/** What staff look for first in a row: where it lies, what it is, what it costs, where it comes from, whose. */
const leading = [
  'cell',
  'productName',
  'priceSite',
  'priceProgram',
  'marketplace',
  'fromName',
  'name',
  'amountFromClient',
];
const leadOf = (key: string) => {
  const at = leading.indexOf(key);
  return at === -1 ? leading.length : at;
};

/** The kind's columns (for the table of every kind, each column once, in the order the kinds list them), without hidden ones. */
export function goodsColumnsOf(table: GoodsTable, levels: ColumnLevels): GoodsColumn[] {
  const titles = new Map<string, string>();
  for (const kind of table === 'all' ? counterKinds : [table]) {
    for (const { key, title } of columnsOf(kind)) if (!titles.has(key)) titles.set(key, title);
  }
  const own = [...titles]
    .filter(([key]) => levelOf(levels, key) !== 'hidden')
    .map(([key, title]) => ({ key, title, kind: valueKindOf(key) }))
    .sort((a, b) => leadOf(a.key) - leadOf(b.key));
  return [
    { key: 'id', title: 'ID', kind: 'integer' },
    ...(table === 'all' ? [{ key: 'kind', title: 'Вид', kind: 'text' as const }] : []),
    { key: 'status', title: 'Статус', kind: 'text' },
    ...own,
    { key: 'createdAt', title: 'Создан', kind: 'date' },
  ];
}

/** What a cell holds for a spreadsheet: roubles and numbers as numbers, the rest as the table shows it. */
export function exportValueOf(row: GoodsRow, column: GoodsColumn): string | number | null {
  if (column.key === 'kind') return kindTitle.get(row.kind) ?? row.kind;
  if (column.key === 'status') return goodsStatusTitle[row.status];
  const value: unknown = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
      return typeof value === 'number' ? kopecksToRubles(value) : null;
    case 'percent':
    case 'integer':
      return typeof value === 'number' ? value : null;
    case 'date':
      return typeof value === 'string' ? formatDateTime(value) : null;
    case 'ref':
      return (value as { name: string }).name;
    case 'flag':
      return value ? 'Да' : 'Нет';
    case 'outcome':
      return outcomeTitle[value as Outcome];
    default:
      return String(value);
  }
}

export function kindTitleOf(row: GoodsRow): string {
  return kindTitle.get(row.kind) ?? row.kind;
}
