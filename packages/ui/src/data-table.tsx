import {
  DataGrid,
  type DataGridProps,
  type GridValidRowModel,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { useGridDensity } from '@pvz/ui/grid-density';
import { TableToolbar } from '@pvz/ui/table-toolbar';
import { gridLocaleText } from '@pvz/ui/theme';
import { useSnackbar } from 'notistack';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    exportFileName: string;
  }
}

/** Columns, filters, xlsx export of what is shown (filtered, sorted, visible columns) and a quick search. */
function ShownRowsToolbar({ exportFileName }: { exportFileName: string }) {
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

  return <TableToolbar onExport={exportShown} />;
}

type DataTableProps<Row extends GridValidRowModel> = DataGridProps<Row> & {
  /** name of the exported file, without extension */
  exportFileName: string;
};

/**
 * A table as every list in the product has it: sorting, filtering, a quick search, paging and
 * xlsx export of what is shown. Server-side paging is the DataGrid's own `paginationMode="server"`.
 */
export function DataTable<Row extends GridValidRowModel>({ exportFileName, ...props }: DataTableProps<Row>) {
  const density = useGridDensity();
  return (
    <DataGrid<Row>
      showToolbar
      {...density}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      {...props}
      localeText={props.localeText && { ...gridLocaleText, ...props.localeText }}
      slots={{ toolbar: ShownRowsToolbar, ...props.slots }}
      slotProps={{ ...props.slotProps, toolbar: { exportFileName, ...props.slotProps?.toolbar } }}
    />
  );
}
