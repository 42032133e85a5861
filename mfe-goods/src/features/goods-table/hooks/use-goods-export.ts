import { useCallback } from 'react';
import type { GoodsColumn } from '../../../components/goods-grid/goods-columns';
import { usePagedExport } from '../../../components/goods-grid/use-paged-export';
import { type GoodsListArgs, useLazyGoodsListQuery } from '../../../lib/goods-api/get-goods-list';

/**
 * The xlsx export of every row the table's filters match: the pages are fetched one after another
 * (the largest page the gateway gives), with the progress shown, then saved as one file.
 */
export function useGoodsExport() {
  const [fetchTablePage] = useLazyGoodsListQuery();
  const { exportPages, progress } = usePagedExport();
  const exportAll = useCallback(
    (args: Omit<GoodsListArgs, 'page' | 'pageSize'>, columns: readonly GoodsColumn[], fileName: string) =>
      exportPages((page, pageSize) => fetchTablePage({ ...args, page, pageSize }).unwrap(), columns, fileName),
    [fetchTablePage, exportPages],
  );
  return { exportAll, progress };
}
