import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { type Box, boxPath, boxStatusTitle, boxTypeTitle } from '@pvz/contracts/api/boxes';
import { dateTimeColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { Link as RouterLink } from '@pvz/ui/router';

const columns: GridColDef<Box>[] = [
  {
    field: 'id',
    headerName: '№',
    width: 100,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={boxPath(row.point.id, row.id)}>
        {row.id}
      </Link>
    ),
  },
  { field: 'point', headerName: 'ПВЗ', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.point.name },
  { field: 'address', headerName: 'Адрес', flex: 1, minWidth: 180, valueGetter: (_value, row) => row.point.address },
  { field: 'type', headerName: 'Тип', width: 200, valueGetter: (_value, row) => boxTypeTitle[row.type] },
  { field: 'pieces', headerName: 'Мест', type: 'number', width: 80 },
  { field: 'parcels', headerName: 'Товаров', type: 'number', width: 100 },
  { field: 'status', headerName: 'Статус', width: 150, valueGetter: (_value, row) => boxStatusTitle[row.status] },
  dateTimeColumn<Box>('createdAt', 'Создана'),
  { field: 'createdBy', headerName: 'Создал', width: 130 },
];

/** Boxes with sorting, filters, paging and xlsx export; the number opens the box page. */
export function BoxesTable({
  boxes,
  loading,
  exportFileName,
}: {
  boxes: readonly Box[];
  loading: boolean;
  exportFileName: string;
}) {
  return (
    <DataTable
      aria-label="Коробки"
      rows={boxes}
      columns={columns}
      loading={loading}
      exportFileName={exportFileName}
      localeText={{ noRowsLabel: 'Коробок нет' }}
      initialState={{
        sorting: { sortModel: [{ field: 'id', sort: 'desc' }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
