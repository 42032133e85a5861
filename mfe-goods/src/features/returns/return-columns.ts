import type { ReturnRow, ReturnSort } from '@pvz/contracts/api/returns';
import { returnSorts } from '@pvz/contracts/api/returns';
import { outcomeTitle } from '@pvz/contracts/goods';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { formatDateTime, formatMoney } from '@pvz/ui/format';

type Levels = Readonly<Record<string, 'hidden' | 'read' | 'write'>>;

/** A column of the returns table: what it shows as text (the screen and the xlsx file alike). */
export interface ReturnColumn {
  key: string;
  title: string;
  kind: 'text' | 'money' | 'date' | 'id';
  /** on screen, in pixels */
  width: number;
  /** the goods columns that show it (any of them visible shows it); none: always shown */
  needs: readonly string[];
  text(row: ReturnRow): string | number | null;
}

const kindTitle = Object.fromEntries(goodsKinds.map((info) => [info.kind, info.title]));
const date = (value: string | null | undefined) => (value ? formatDateTime(value) : '');
const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatMoney(value));

/** A step of a return (shipped, verified): when it was taken, and by whom. */
function stepColumns(step: 'shipped' | 'verified', whenTitle: string, whoTitle: string): ReturnColumn[] {
  return [
    { key: step, width: 150, title: whenTitle, kind: 'date', needs: [step], text: (row) => date(row[step]?.at) },
    { key: `${step}By`, width: 110, title: whoTitle, kind: 'text', needs: [step], text: (row) => row[step]?.by ?? '' },
  ];
}

const returnColumns: readonly ReturnColumn[] = [
  { key: 'id', width: 80, title: 'ID', kind: 'id', needs: [], text: (row) => row.id },
  { key: 'kind', width: 150, title: 'Вид', kind: 'text', needs: [], text: (row) => kindTitle[row.kind] ?? row.kind },
  {
    key: 'dispatchPVZ',
    width: 150,
    title: 'ПВЗ',
    kind: 'text',
    needs: ['dispatchPVZ'],
    text: (row) => row.dispatchPVZ?.name ?? '',
  },
  {
    key: 'fromName',
    width: 140,
    title: 'Телефон клиента',
    kind: 'text',
    needs: ['fromName'],
    text: (row) => row.fromName ?? '',
  },
  {
    key: 'productName',
    width: 180,
    title: 'Товар',
    kind: 'text',
    needs: ['productName'],
    text: (row) => row.productName ?? '',
  },
  {
    key: 'marketplace',
    width: 120,
    title: 'Маркетплейс',
    kind: 'text',
    needs: ['marketplace'],
    text: (row) => row.marketplace?.name ?? '',
  },
  {
    key: 'price',
    width: 110,
    title: 'Стоимость',
    kind: 'money',
    needs: ['priceSite', 'priceProgram'],
    text: (row) => money(row.price),
  },
  {
    key: 'additionally',
    width: 170,
    title: 'Отказ',
    kind: 'text',
    needs: ['additionally'],
    text: (row) => (row.additionally ? outcomeTitle[row.additionally] : ''),
  },
  { key: 'issued', width: 150, title: 'Дата отказа', kind: 'date', needs: ['issued'], text: (row) => date(row.issued) },
  ...stepColumns('shipped', 'Отправлено', 'Отправил'),
  ...stepColumns('verified', 'Проверено', 'Проверил'),
  {
    key: 'priceRefund',
    width: 120,
    title: 'Стоимость возврата',
    kind: 'money',
    needs: ['priceRefund'],
    text: (row) => money(row.priceRefund),
  },
];

/** The columns the user may see: those of a goods column the user's access does not hide. */
export function visibleReturnColumns(levels: Levels): ReturnColumn[] {
  return returnColumns.filter(
    (column) => column.needs.length === 0 || column.needs.some((key) => (levels[key] ?? 'hidden') !== 'hidden'),
  );
}

export function isReturnSort(key: string): key is ReturnSort {
  return (returnSorts as readonly string[]).includes(key);
}
