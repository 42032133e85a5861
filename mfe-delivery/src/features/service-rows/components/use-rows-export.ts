import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ServiceRow, ServiceRowsQuery } from '@pvz/contracts/api/service-rows';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useLazyServiceRowsQuery } from '../api/service-rows-api';

/** The most rows one export fetches (a page of 100 at a time). */
const EXPORT_ROWS_MAX = 20_000;
const PAGE = 100;

/** What a column shows for a row, as the grid formats it: numbers stay numbers for the spreadsheet. */
function cellOf(column: GridColDef<ServiceRow>, row: ServiceRow): string | number | null {
  const raw = (row as Record<string, unknown>)[column.field];
  const value = column.valueGetter
    ? (column.valueGetter as (value: unknown, row: ServiceRow) => unknown)(raw, row)
    : raw;
  if (column.type === 'number' && typeof value === 'number') return value;
  const shown = column.valueFormatter
    ? (column.valueFormatter as (value: unknown, row: ServiceRow) => unknown)(value, row)
    : value;
  return shown === null || shown === undefined ? null : String(shown);
}

/** Exports every row matching the table's filters, in the columns given, page by page with a progress, to xlsx. */
export function useRowsExport(query: ServiceRowsQuery, fileName: string) {
  const [fetchPage] = useLazyServiceRowsQuery();
  const [progress, setProgress] = useState<number | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const run = async (columns: readonly GridColDef<ServiceRow>[]) => {
    setProgress(0);
    try {
      const rows: ServiceRow[] = [];
      for (let page = 0; page * PAGE < EXPORT_ROWS_MAX; page++) {
        const answer = await fetchPage({ ...query, page, pageSize: PAGE }).unwrap();
        rows.push(...answer.rows);
        setProgress(Math.min(100, Math.round((rows.length / Math.max(1, answer.total)) * 100)));
        if (rows.length >= answer.total || answer.rows.length < PAGE) break;
      }
      await exportToXlsx(
        fileName,
        columns.map((column) => ({
          header: column.headerName ?? column.field,
          width: Math.round((column.width ?? 140) / 7),
        })),
        rows.map((row) => columns.map((column) => cellOf(column, row))),
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return { run, progress };
}
