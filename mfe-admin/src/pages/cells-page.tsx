import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { CellItem } from '@pvz/contracts/api/cells';
import { describe } from '@pvz/contracts/messages';
import { DataTable } from '@pvz/ui/data-table';
import { PageHeader } from '@pvz/ui/page-header';
import { PointSelect, pointFromSearch } from '@pvz/ui/point-select';
import { useSearchParams } from '@pvz/ui/router';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useCallback } from 'react';
import { useAdminAddCellsMutation } from '../features/cells/api/add-cells';
import { useAdminGetCellsQuery } from '../features/cells/api/get-cells';
import { AddCellsDialog } from '../features/cells/components/add-cells-dialog';

const columns: GridColDef<CellItem>[] = [
  { field: 'number', headerName: 'Ячейка', type: 'number', width: 110, align: 'left', headerAlign: 'left' },
  {
    field: 'status',
    headerName: 'Статус',
    width: 140,
    valueGetter: (_value, row) => (row.clientPhone ? 'Занята' : 'Свободна'),
    renderCell: ({ value }) => (
      <Chip size="small" label={value} color={value === 'Занята' ? 'warning' : 'success'} variant="outlined" />
    ),
  },
  {
    field: 'clientPhone',
    headerName: 'Клиент',
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: string | null) => value ?? '',
  },
];

/** /admin/cells: a point's cells, free or with the client whose parcels are in them; adding more. */
export default function CellsPage() {
  const [search, setSearch] = useSearchParams();
  const pointId = pointFromSearch(search);
  const choosePoint = useCallback((id: number) => setSearch({ pvz: String(id) }, { replace: true }), [setSearch]);
  const cells = useAdminGetCellsQuery(pointId ?? 0, { skip: pointId === null });
  const [addCells, adding] = useAdminAddCellsMutation();
  const { dialog, open, close, refusal, run } = useCrudDialog<never>();
  const canWrite = usePageLevel('admin-cells') === 'write';
  const rows = cells.data?.cells ?? [];
  const busy = rows.filter((cell) => cell.clientPhone).length;

  return (
    <>
      <PageHeader
        title="Ячейки"
        actions={
          <>
            <PointSelect value={pointId} onChange={choosePoint} />
            {canWrite && pointId !== null && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'create' })}>
                Добавить ячейки
              </Button>
            )}
          </>
        }
      />
      {pointId === null && <Alert severity="info">Выберите ПВЗ.</Alert>}
      {cells.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(cells.error)}
        </Alert>
      )}
      {cells.data && (
        <>
          <Stack direction="row" sx={{ gap: 2, mb: 1 }}>
            <Typography>Всего: {rows.length}</Typography>
            <Typography>Свободно: {rows.length - busy}</Typography>
            <Typography>Занято: {busy}</Typography>
          </Stack>
          <DataTable
            rows={rows}
            columns={columns}
            loading={cells.isFetching}
            exportFileName="Ячейки"
            autoHeight
            sx={{ bgcolor: 'background.paper' }}
          />
        </>
      )}
      {dialog?.kind === 'create' && pointId !== null && (
        <AddCellsDialog
          busy={adding.isLoading}
          refusal={refusal}
          onClose={close}
          onSubmit={(count) =>
            run(
              () => addCells({ pvzId: pointId, count }).unwrap(),
              (added) => describe.cellsAdded(added.from, added.to),
            )
          }
        />
      )}
    </>
  );
}
