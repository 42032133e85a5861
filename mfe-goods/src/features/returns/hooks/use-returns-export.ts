import { errorMessage } from '@pvz/api-client/error-message';
import { RETURNS_PAGE_SIZE_MAX, type ReturnRow } from '@pvz/contracts/api/returns';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { type ReturnsListArgs, useLazyGoodsReturnsListQuery } from '../api/get-returns';
import type { ReturnColumn } from '../return-columns';

export interface ExportProgress {
  done: number;
  total: number;
}

/** The xlsx export of every return the filters match, fetched page by page with the progress shown. */
export function useReturnsExport() {
  const [fetchPage] = useLazyGoodsReturnsListQuery();
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportAll = useCallback(
    async (args: Omit<ReturnsListArgs, 'page' | 'pageSize'>, columns: readonly ReturnColumn[], fileName: string) => {
      setProgress({ done: 0, total: 0 });
      try {
        const rows: ReturnRow[] = [];
        for (let page = 0; ; page += 1) {
          const answer = await fetchPage({ ...args, page, pageSize: RETURNS_PAGE_SIZE_MAX }).unwrap();
          rows.push(...answer.rows);
          setProgress({ done: rows.length, total: answer.total });
          if (answer.rows.length < RETURNS_PAGE_SIZE_MAX || rows.length >= answer.total) break;
        }
        await exportToXlsx(
          fileName,
          columns.map((column) => ({ header: column.title, width: column.kind === 'text' ? 24 : 16 })),
          rows.map((row) => columns.map((column) => column.text(row))),
        );
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [fetchPage, enqueueSnackbar],
  );

  return { exportAll, progress };
}
