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
import { gridLocaleText } from '@pvz/ui/grid-locale';
import { TableToolbar } from '@pvz/ui/table-toolbar';
import { useSnackbar } from 'notistack';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    exportFileName: string;
    /** fields whose shown values are summed into a last «Итого» row of the file */
    exportTotals?: readonly string[];
  }
}

/** The «Итого» row of an export: the named columns summed (to the kopeck), the first cell saying what it is. */
function totalsRow(
  fields: readonly string[],
  totals: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): (string | number | null)[] {
  return fields.map((field, index) => {
    if (!totals.includes(field)) return index === 0 ? 'Итого' : null;
    const sum = rows.reduce<number>((total, row) => total + (typeof row[index] === 'number' ? row[index] : 0), 0);
    return Math.round(sum * 100) / 100;
  });
}

/** Columns, filters, xlsx export of what is shown (filtered, sorted, visible columns) and a quick search. */
function ShownRowsToolbar({
  exportFileName,
  exportTotals,
}: {
  exportFileName: string;
  exportTotals?: readonly string[];
}) {
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
        exportTotals && rows.length > 0
          ? [
              ...rows,
              totalsRow(
                columns.map((column) => column.field),
                exportTotals,
                rows,
              ),
            ]
          : rows,
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
  /** fields summed into a last «Итого» row of the exported file (money, counts) */
  exportTotals?: readonly string[];
};

/**
 * A table as every list in the product has it: sorting, filtering, a quick search, paging and
 * xlsx export of what is shown (with an «Итого» row when asked). Server-side paging is the
 * DataGrid's own `paginationMode="server"`.
 */
export function DataTable<Row extends GridValidRowModel>({
  exportFileName,
  exportTotals,
  ...props
}: DataTableProps<Row>) {
  const density = useGridDensity();
  return (
    <DataGrid<Row>
      showToolbar
      {...density}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      disableRowSelectionOnClick
      {...props}
      localeText={props.localeText ? { ...gridLocaleText, ...props.localeText } : gridLocaleText}
      slots={{ toolbar: ShownRowsToolbar, ...props.slots }}
      slotProps={{ ...props.slotProps, toolbar: { exportFileName, exportTotals, ...props.slotProps?.toolbar } }}
    />
  );
}
