import type { GridColDef } from '@mui/x-data-grid';
import type { InventoryReportSummary, InventoryRow } from '@pvz/contracts/api/inventory';
import { goodsStatusTitle } from '@pvz/contracts/goods';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';

const kindTitle = new Map(goodsKinds.map((info) => [info.kind, info.title]));

export type InventoryGridRow = InventoryRow & { id: number };

/** The columns of a report's list. */
export const inventoryRowColumns: GridColDef<InventoryGridRow>[] = [
  { field: 'goodsId', headerName: 'ID', type: 'number', width: 80 },
  {
    field: 'kind',
    headerName: 'Вид',
    flex: 1,
    minWidth: 150,
    valueGetter: (value: InventoryRow['kind']) => kindTitle.get(value),
  },
  {
    field: 'status',
    headerName: 'Статус',
    width: 100,
    valueGetter: (value: InventoryRow['status']) => goodsStatusTitle[value],
  },
  { field: 'phone', headerName: 'Телефон клиента', width: 140 },
  { field: 'product', headerName: 'Товар', flex: 1, minWidth: 120 },
  { field: 'cell', headerName: 'Ячейка', type: 'number', width: 80 },
  moneyColumn<InventoryGridRow>('amount', 'Сумма с клиента', { flex: 1, minWidth: 110 }),
  { field: 'point', headerName: 'ПВЗ товара', flex: 1, minWidth: 130 },
];

const countColumn = (field: 'another' | 'issued' | 'missing' | 'neverAccepted', headerName: string) => ({
  field,
  headerName,
  type: 'number' as const,
  width: 95,
  valueGetter: (_: unknown, row: InventoryReportSummary) => row.totals[field].count,
});

/** The columns of the reports table: when, where, who, and each list's count. */
export const reportColumns: GridColDef<InventoryReportSummary>[] = [
  { ...dateTimeColumn<InventoryReportSummary>('createdAt', 'Дата'), width: 150 },
  {
    field: 'point',
    headerName: 'ПВЗ',
    flex: 1,
    minWidth: 140,
    valueGetter: (value: InventoryReportSummary['point']) => value.name,
  },
  { field: 'author', headerName: 'Автор', flex: 1, minWidth: 100 },
  { field: 'scanned', headerName: 'Отсканировано', type: 'number', width: 120 },
  countColumn('another', 'Чужой ПВЗ'),
  countColumn('issued', 'Уже выдан'),
  countColumn('missing', 'Не хватает'),
  countColumn('neverAccepted', 'Не принят'),
];
