import { errorMessage } from '@pvz/api-client/error-message';
import { GOODS_PAGE_SIZE_MAX, type GoodsRow } from '@pvz/contracts/api/goods';
import { exportToXlsx } from '@pvz/ui/export-xlsx';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { exportValueOf, type GoodsColumn } from './goods-columns';

const xlsxFailed = 'Не удалось сформировать файл xlsx';

export interface ExportProgress {
  done: number;
  total: number;
  /** what the progress line says instead of «Выгружено N из M» */
  label?: string;
}

/** One page of any goods list (a table, a working list), for the export. */
export type PageFetcher = (page: number, pageSize: number) => Promise<{ rows: GoodsRow[]; total: number }>;

/** The xlsx export of every row of a goods list, a page at a time: the caller says how a page is fetched. */
export function usePagedExport() {
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportPages = useCallback(
    async (fetchPage: PageFetcher, columns: readonly GoodsColumn[], fileName: string) => {
      setProgress({ done: 0, total: 0 });
      try {
        const rows: GoodsRow[] = [];
        for (let page = 0; ; page += 1) {
          const answer = await fetchPage(page, GOODS_PAGE_SIZE_MAX);
          rows.push(...answer.rows);
          setProgress({ done: rows.length, total: answer.total });
          if (answer.rows.length < GOODS_PAGE_SIZE_MAX || rows.length >= answer.total) break;
        }
        await exportToXlsx(
          fileName,
          columns.map((column) => ({ header: column.title, width: column.kind === 'text' ? 24 : 16 })),
          rows.map((row) => columns.map((column) => exportValueOf(row, column))),
        ).catch(() => {
          throw new Error(xlsxFailed);
        });
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [enqueueSnackbar],
  );

  return { exportPages, progress };
}
