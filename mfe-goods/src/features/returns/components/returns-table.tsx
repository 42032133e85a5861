import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ReturnRow, ReturnsListQuery } from '@pvz/contracts/api/returns';
import { recordTypeOf } from '@pvz/contracts/goods';
import { recordPath } from '@pvz/contracts/scan-codes';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { formatMoney } from '@pvz/ui/format';
import { gridLocaleText } from '@pvz/ui/grid-locale';
import { Link as RouterLink } from '@pvz/ui/router';
import { useMemo, useRef, useState } from 'react';
import { useColumnLevels } from '../../../hooks/use-column-levels';
import { type ReturnsSource, useGoodsReturnsListQuery } from '../api/get-returns';
import { useReturnSteps } from '../hooks/use-return-steps';
import { useReturnsExport } from '../hooks/use-returns-export';
import { isReturnSort, type ReturnColumn, visibleReturnColumns } from '../return-columns';
import { ReturnsFilters, type ReturnsFilterValues } from './returns-filters';
import { ReturnsToolbar } from './returns-toolbar';
import { VerifyDialog } from './verify-dialog';

const pageSizes = [25, 50, 100];

function gridColumnOf(column: ReturnColumn): GridColDef<ReturnRow> {
  const base: GridColDef<ReturnRow> = {
    field: column.key,
    headerName: column.title,
    sortable: isReturnSort(column.key),
    filterable: false,
    width: column.width,
    valueGetter: (_value, row) => column.text(row),
  };
  if (column.kind !== 'id') return base;
  return {
    ...base,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={recordPath(recordTypeOf[row.kind], row.id)}
        aria-label={`Открыть запись ${row.id}`}
      >
        {row.id}
      </Link>
    ),
  };
}

export interface ReturnsTableProps {
  source: ReturnsSource;
  /** the woya list's marketplace (its tab) */
  marketplaceId?: number;
  /** the user may mark returns: check boxes and the two steps */
  canChange: boolean;
  exportFileName: string;
}

/**
 * Refused parcels on their way back, paged, sorted and searched by the gateway: the columns the user
 * may see, the sums of every matching row, the export of all of them, and the bulk «Отправлено» and
 * «Проверено» for the ticked rows.
 */
export function ReturnsTable({ source, marketplaceId, canChange, exportFileName }: ReturnsTableProps) {
  const levels = useColumnLevels('all');
  const columns = useMemo(() => visibleReturnColumns(levels), [levels]);
  const gridColumns = useMemo(() => columns.map(gridColumnOf), [columns]);
  const apiRef = useGridApiRef();
  const [filters, setFilters] = useState<ReturnsFilterValues>({});
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [search, setSearch] = useState<GridFilterModel>({ items: [] });
  const [selected, setSelected] = useState<ReturnRow[]>([]);

  const query = useMemo<Omit<ReturnsListQuery, 'page' | 'pageSize'>>(() => {
    const sorted = sort[0];
    const q = (search.quickFilterValues ?? []).join(' ').trim();
    return {
      ...(filters.pvzId !== undefined && { pvzId: filters.pvzId }),
      ...(source === 'woya'
        ? { marketplaceId }
        : filters.marketplaceId !== undefined && { marketplaceId: filters.marketplaceId }),
      ...(filters.state && { state: filters.state }),
      ...(q && { q }),
      ...(sorted?.sort && isReturnSort(sorted.field) && { sort: sorted.field, order: sorted.sort }),
    };
  }, [filters, sort, search, source, marketplaceId]);
  const list = useGoodsReturnsListQuery({ source, ...query, page: pagination.page, pageSize: pagination.pageSize });
  const rows = list.data?.rows ?? [];
  const lastTotal = useRef(0);
  if (list.data) lastTotal.current = list.data.total;

  const steps = useReturnSteps(selected, () => setSelected([]));
  const { exportAll, progress } = useReturnsExport();
  const startExport = () => {
    const visible = new Set(gridVisibleColumnFieldsSelector(apiRef));
    void exportAll(
      { source, ...query },
      columns.filter((column) => visible.has(column.key)),
      exportFileName,
    );
  };

  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>(selected.map((row) => row.id)) }),
    [selected],
  );
  const changeSelection = (model: GridRowSelectionModel) => {
    const known = new Map<GridRowId, ReturnRow>([...selected, ...rows].map((row) => [row.id, row]));
    setSelected(
      model.type === 'include'
        ? [...model.ids].flatMap((id) => known.get(id) ?? [])
        : rows.filter((row) => !model.ids.has(row.id)),
    );
  };
  const firstPage = () => setPagination((current) => ({ ...current, page: 0 }));
  const canShip = canChange && (levels.shipped ?? 'hidden') === 'write';
  const canVerify = canChange && (levels.verified ?? 'hidden') === 'write';
  const someTicked = selected.length > 0;

  return (
    <Box>
      <ReturnsFilters
        value={filters}
        withMarketplace={source === 'all'}
        onChange={(next) => {
          setFilters(next);
          firstPage();
        }}
      />
      {(canShip || canVerify) && (
        <Stack direction="row" sx={{ gap: 1, mb: 2, alignItems: 'center' }}>
          {canShip && (
            <Button
              variant="contained"
              disabled={!someTicked || selected.some((row) => row.shipped)}
              onClick={() => steps.ask('ship')}
            >
              Отправлено
            </Button>
          )}
          {canVerify && (
            <Button
              variant="contained"
              color="success"
              disabled={!someTicked || selected.some((row) => !row.shipped || row.verified)}
              onClick={() => steps.ask('verify')}
            >
              Проверено
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {someTicked ? `Выбрано: ${selected.length}` : 'Отметьте строки, чтобы изменить их'}
          </Typography>
        </Stack>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      {progress && (
        <Box sx={{ mb: 1 }} role="status">
          <LinearProgress
            variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            aria-label="Выгрузка в xlsx"
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Выгружено {progress.done} из {progress.total}
          </Typography>
        </Box>
      )}
      <DataGrid<ReturnRow>
        apiRef={apiRef}
        aria-label="Возвраты"
        localeText={gridLocaleText}
        rows={rows}
        columns={gridColumns}
        rowCount={lastTotal.current}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={pageSizes}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortModel={sort}
        onSortModelChange={(model) => {
          setSort(model);
          firstPage();
        }}
        filterModel={search}
        onFilterModelChange={(model) => {
          setSearch(model);
          firstPage();
        }}
        checkboxSelection={canShip || canVerify}
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={changeSelection}
        disableRowSelectionOnClick
        showToolbar
        slots={{ toolbar: ReturnsToolbar }}
        slotProps={{ toolbar: { onExportAll: startExport, exporting: progress !== null } }}
        autoHeight
        // a page holds at most 100 rows: every column is rendered, so none hides beyond the scroll
        disableVirtualization
        sx={{ bgcolor: 'background.paper' }}
      />
      {list.data && (
        <Stack direction="row" sx={{ gap: 3, mt: 1 }} role="region" aria-label="Итого">
          <Typography variant="body2">Возвратов: {list.data.total}</Typography>
          {columns.some((column) => column.key === 'price') && (
            <Typography variant="body2">Стоимость: {formatMoney(list.data.totals.price)}</Typography>
          )}
          {columns.some((column) => column.key === 'priceRefund') && (
            <Typography variant="body2">Возмещено: {formatMoney(list.data.totals.priceRefund)}</Typography>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={steps.asking === 'ship'}
        title="Отправлено"
        confirmLabel="Отправлено"
        busy={steps.busy}
        refusal={steps.refusal}
        onConfirm={() => void steps.confirmShip()}
        onClose={steps.cancel}
      >
        Отметить отправку маркетплейсу товаров: {selected.length}?
      </ConfirmDialog>
      {steps.asking === 'verify' && (
        <VerifyDialog
          rows={selected}
          busy={steps.busy}
          refusal={steps.refusal}
          onConfirm={(refunds) => void steps.confirmVerify(refunds)}
          onClose={steps.cancel}
        />
      )}
    </Box>
  );
}
