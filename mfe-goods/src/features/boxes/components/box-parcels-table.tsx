import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import { goodsStatusTitle, recordTypeOf } from '@pvz/contracts/goods';
import { recordPath } from '@pvz/contracts/scan-codes';
import { DataTable } from '@pvz/ui/data-table';
import { Link as RouterLink } from '@pvz/ui/router';
import { useMemo } from 'react';

/** The parcels of a box: each a link to its card; taken out with `onRemove` while the box is at sorting. */
export function BoxParcelsTable({
  rows,
  boxId,
  onRemove,
}: {
  rows: readonly GoodsRow[];
  boxId: number;
  onRemove?: (row: GoodsRow) => void;
}) {
  const columns = useMemo<GridColDef<GoodsRow>[]>(
    () => [
      {
        field: 'id',
        headerName: 'ID',
        width: 80,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={recordPath(recordTypeOf[row.kind], row.id)}>
            {row.id}
          </Link>
        ),
      },
      { field: 'name', headerName: 'Клиент', flex: 1, minWidth: 110 },
      { field: 'fromName', headerName: 'Телефон', width: 140 },
      { field: 'productName', headerName: 'Товар', flex: 1, minWidth: 120 },
      {
        field: 'status',
        headerName: 'Статус',
        width: 100,
        valueGetter: (_value, row) => goodsStatusTitle[row.status],
      },
      { field: 'cell', headerName: 'Ячейка', type: 'number', width: 80 },
      ...(onRemove
        ? [
            {
              field: 'actions',
              type: 'actions',
              headerName: 'Убрать',
              width: 90,
              getActions: ({ row }) => [
                <GridActionsCellItem
                  key="remove"
                  icon={<RemoveCircleIcon />}
                  label={`Убрать товар ${row.id} из коробки`}
                  onClick={() => onRemove(row)}
                />,
              ],
            } satisfies GridColDef<GoodsRow>,
          ]
        : []),
    ],
    [onRemove],
  );
  return (
    <DataTable
      aria-label="Товары в коробке"
      rows={rows}
      columns={columns}
      exportFileName={`Коробка ${boxId}`}
      localeText={{ noRowsLabel: 'В коробке нет товаров' }}
      sx={{ bgcolor: 'background.paper' }}
      autoHeight
    />
  );
}
