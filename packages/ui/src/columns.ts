import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { kopecksToRubles, rublesToKopecksNumber } from '@pvz/contracts/money';
import { formatDateTime, formatMoney } from '@pvz/ui/format';

/** A column of ISO timestamps: sorted and filtered as dates, shown in ru-RU Moscow time. */
export function dateTimeColumn<Row extends GridValidRowModel>(field: string, headerName: string): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'dateTime',
    width: 170,
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
    valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
  };
}

/**
 * A column of kopecks shown as roubles: the grid sorts, filters and exports roubles as numbers; a
 * null (a sum the caller may not see, or none) shows `empty`.
 */
export function moneyColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  { empty = '', ...rest }: Partial<GridColDef<Row>> & { empty?: string } = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    width: 150,
    valueGetter: (value: number | null | undefined) =>
      value === null || value === undefined ? null : kopecksToRubles(value),
    valueFormatter: (value: number | null) => (value === null ? empty : formatMoney(rublesToKopecksNumber(value))),
    ...rest,
  };
}
