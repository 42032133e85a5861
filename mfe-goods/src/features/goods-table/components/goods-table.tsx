import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { type Choices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { GoodsRow, GoodsView } from '@pvz/contracts/api/goods';
import type { GoodsTable as Table } from '@pvz/contracts/api/goods-routes';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoodsListQuery } from '../../goods-api/api/get-goods-list';
import { useColumnLevels } from '../../goods-api/hooks/use-column-levels';
import { goodsColumnsOf } from '../goods-columns';
import { useGoodsExport } from '../hooks/use-goods-export';
import { listQueryOf } from '../list-query';
import { gridColumnsOf, recordPathOf } from './goods-grid-columns';
import { GoodsToolbar } from './goods-toolbar';
import { GoodsTotals } from './goods-totals';

const noChoices: Choices = { points: [], sortingCenters: [], marketplaces: [], orderAccounts: [] };
const pageSizes = [25, 50, 100];

export interface GoodsTableProps {
  table: Table;
  /** one point's rows, or every point of the user's */
  pvzId?: number;
  view: GoodsView;
  /** the xlsx file's name, without extension */
  exportFileName: string;
  /** rows ticked for the bulk actions; without a handler the table has no check boxes */
  selected?: readonly GoodsRow[];
  onSelectedChange?: (rows: GoodsRow[]) => void;
}

/**
 * A goods table paged, sorted and filtered by the gateway: the kind's columns the user may see, a
 * totals line over every matching row, the export of all of them, and each row's record page on
 * a click of its ID, a double click or Enter.
 */
export function GoodsTable({ table, pvzId, view, exportFileName, selected, onSelectedChange }: GoodsTableProps) {
  const levels = useColumnLevels(table);
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const columns = useMemo(() => goodsColumnsOf(table, levels), [table, levels]);
  const gridColumns = useMemo(() => gridColumnsOf(columns, choices), [columns, choices]);
  const apiRef = useGridApiRef();
  const navigate = useNavigate();

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  // another view is another list: it starts at its first page
  const [pagedView, setPagedView] = useState(view);
  if (pagedView !== view) {
    setPagedView(view);
    setPagination((current) => ({ ...current, page: 0 }));
  }
  const query = useMemo(
    () => listQueryOf({ pvzId, view, pagination, sort, filter }),
    [pvzId, view, pagination, sort, filter],
  );
  const list = useGoodsListQuery({ table, ...query });
  const rows = list.data?.rows ?? [];
  // the grid keeps its pager while the next page loads
  const lastTotal = useRef(0);
  if (list.data) lastTotal.current = list.data.total;

  const { exportAll, progress } = useGoodsExport();
  const startExport = () => {
    const visible = new Set(gridVisibleColumnFieldsSelector(apiRef));
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    void exportAll(
      { table, ...filters },
      columns.filter((column) => visible.has(column.key)),
      exportFileName,
    );
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
  const resetPage = () => setPagination((current) => ({ ...current, page: 0 }));

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
            value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            aria-label="Выгрузка в xlsx"
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Выгружено {progress.done} из {progress.total}
          </Typography>
        </Box>
      )}
      <DataGrid<GoodsRow>
        apiRef={apiRef}
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
          resetPage();
        }}
        filterModel={filter}
        onFilterModelChange={(model) => {
          setFilter(model);
          resetPage();
        }}
        checkboxSelection={Boolean(onSelectedChange)}
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={changeSelection}
        disableRowSelectionOnClick
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
        slots={{ toolbar: GoodsToolbar }}
        slotProps={{ toolbar: { onExportAll: startExport, exporting: progress !== null } }}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
      {list.data && <GoodsTotals totals={list.data.totals} columns={columns} />}
    </Box>
  );
}
