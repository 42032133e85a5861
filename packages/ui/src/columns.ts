import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '@pvz/ui/format';

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
