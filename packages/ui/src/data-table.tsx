import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Badge, Box, Tooltip } from '@mui/material';
import {
  ColumnsPanelTrigger,
  DataGrid,
  type DataGridProps,
  FilterPanelTrigger,
  GridToolbarQuickFilter,
  type GridValidRowModel,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { useSnackbar } from 'notistack';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    exportFileName: string;
  }
}

/** Columns, filters, xlsx export of what is shown (filtered, sorted, visible columns) and a quick search. */
function TableToolbar({ exportFileName }: { exportFileName: string }) {
  const apiRef = useGridApiContext();
  const { enqueueSnackbar } = useSnackbar();

  const exportShown = async () => {
    const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter((column) => column.type !== 'actions');
    const rows = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      columns.map((column) => {
        const { formattedValue, value } = apiRef.current.getCellParams(id, column.field);
        // numbers stay numbers so that a spreadsheet can add them up; the rest as the table shows it
        if (column.type === 'number' && typeof value === 'number') return value;
        const shown = formattedValue ?? value;
        return shown == null ? null : String(shown);
      }),
    );
    try {
      await exportToXlsx(
        exportFileName,
        columns.map((column) => ({
          header: column.headerName ?? column.field,
          width: Math.round(column.computedWidth / 7),
        })),
        rows,
      );
    } catch {
      enqueueSnackbar('Не удалось сформировать файл xlsx', { variant: 'error' });
    }
  };

  return (
    <Toolbar>
      <Tooltip title="Столбцы">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Столбцы" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Фильтры">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Фильтры" color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Скачать xlsx">
        <ToolbarButton aria-label="Скачать xlsx" onClick={exportShown}>
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </Toolbar>
  );
}

export type DataTableProps<Row extends GridValidRowModel> = DataGridProps<Row> & {
  /** name of the exported file, without extension */
  exportFileName: string;
};

/**
 * A table as every list in the product has it: sorting, filtering, a quick search, paging and
 * xlsx export of what is shown. Server-side paging is the DataGrid's own `paginationMode="server"`.
 */
export function DataTable<Row extends GridValidRowModel>({ exportFileName, ...props }: DataTableProps<Row>) {
  return (
    <DataGrid<Row>
      showToolbar
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      {...props}
      slots={{ toolbar: TableToolbar, ...props.slots }}
      slotProps={{ ...props.slotProps, toolbar: { exportFileName, ...props.slotProps?.toolbar } }}
    />
  );
}
