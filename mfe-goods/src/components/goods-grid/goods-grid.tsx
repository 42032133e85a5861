import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { GoodsRow, GoodsTotals as Totals } from '@pvz/contracts/api/goods';
import { useGridDensity } from '@pvz/ui/grid-density';
import { gridLocaleText } from '@pvz/ui/grid-locale';
import { useNavigate } from '@pvz/ui/router';
import { useMemo, useRef } from 'react';
import type { GoodsColumn } from './goods-columns';
import { gridColumnsOf, recordPathOf } from './goods-grid-columns';
import { GoodsToolbar } from './goods-toolbar';
import { GoodsTotals } from './goods-totals';
import type { GridQueryState } from './use-grid-query';
import type { ExportProgress } from './use-paged-export';

const pageSizes = [25, 50, 100];

/** A page of rows as an RTK Query hook gives it. */
interface RowsState<Row extends GoodsRow = GoodsRow> {
  data?: { rows: Row[]; total: number; totals: Totals };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

export interface GoodsGridProps<Row extends GoodsRow> {
  columns: readonly GoodsColumn[];
  state: GridQueryState;
  list: RowsState<Row>;
  /** exports every matching row, in the grid's visible columns */
  onExportAll: (visible: readonly GoodsColumn[]) => void;
  progress: ExportProgress | null;
  /** columns of a list's own, after the ID (days at the point, when deleted) */
  extraColumns?: readonly GridColDef<Row>[];
  getRowClassName?: (row: Row) => string;
  sx?: SxProps<Theme>;
  selected?: readonly GoodsRow[];
  onSelectedChange?: (rows: GoodsRow[]) => void;
  /** what an empty table says: what to do next */
  emptyText?: string;
}

/**
 * A goods grid paged, sorted and filtered by the gateway: the columns the user may see, a totals line
 * over every matching row, the export of all of them, and each row's record page on a click of its
 * ID, a double click or Enter.
 */
export function GoodsGrid<Row extends GoodsRow>({
  columns,
  state,
  list,
  onExportAll,
  progress,
  extraColumns = [],
  getRowClassName,
  sx,
  selected,
  onSelectedChange,
  emptyText,
}: GoodsGridProps<Row>) {
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const gridColumns = useMemo(() => {
    const [first, ...rest] = gridColumnsOf(columns, choices) as GridColDef<Row>[];
    return first ? [first, ...extraColumns, ...rest] : [...extraColumns];
  }, [columns, choices, extraColumns]);
  const apiRef = useGridApiRef();
  const density = useGridDensity();
  const navigate = useNavigate();
  const rows = list.data?.rows ?? [];
  // the grid keeps its pager while the next page loads
  const lastTotal = useRef(0);
  if (list.data) lastTotal.current = list.data.total;

  const startExport = () => {
    const visible = new Set(gridVisibleColumnFieldsSelector(apiRef));
    onExportAll(columns.filter((column) => visible.has(column.key)));
  };

  const selection = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>((selected ?? []).map((row) => row.id)) }),
    [selected],
  );
  const changeSelection = (model: GridRowSelectionModel) => {
    if (!onSelectedChange) return;
    const known = new Map<GridRowId, GoodsRow>([...(selected ?? []), ...rows].map((row) => [row.id, row]));
    const chosen =
      model.type === 'include'
        ? [...model.ids].flatMap((id) => known.get(id) ?? [])
        : rows.filter((row) => !model.ids.has(row.id));
    onSelectedChange(chosen);
  };

  return (
    <Box>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error)}
        </Alert>
      )}
      {progress && (
        <Box sx={{ mb: 1 }} role="status">
          <LinearProgress
            variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress.total > 0 ? Math.min(100, (100 * progress.done) / progress.total) : 0}
            aria-label="Выгрузка в xlsx"
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {progress.label ?? `Выгружено ${progress.done} из ${progress.total}`}
          </Typography>
        </Box>
      )}
      <DataGrid<Row>
        {...density}
        apiRef={apiRef}
        rows={rows}
        columns={gridColumns}
        rowCount={lastTotal.current}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={pageSizes}
        paginationModel={state.pagination}
        onPaginationModelChange={state.setPagination}
        sortModel={state.sort}
        onSortModelChange={state.setSort}
        filterModel={state.filter}
        onFilterModelChange={state.setFilter}
        checkboxSelection={Boolean(onSelectedChange)}
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={changeSelection}
        disableRowSelectionOnClick
        getRowClassName={getRowClassName && (({ row }) => getRowClassName(row))}
        onRowDoubleClick={({ row }) => navigate(recordPathOf(row))}
        onCellKeyDown={({ row, field }, event) => {
          // a focused link opens the record by itself
          if (
            event.key !== 'Enter' ||
            field === GRID_CHECKBOX_SELECTION_FIELD ||
            event.target instanceof HTMLAnchorElement
          )
            return;
          navigate(recordPathOf(row));
        }}
        showToolbar
        localeText={emptyText ? { ...gridLocaleText, noRowsLabel: emptyText } : gridLocaleText}
        slots={{ toolbar: GoodsToolbar }}
        slotProps={{ toolbar: { onExportAll: startExport, exporting: progress !== null } }}
        autoHeight
        sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
      {list.data && <GoodsTotals totals={list.data.totals} columns={columns} />}
    </Box>
  );
}
