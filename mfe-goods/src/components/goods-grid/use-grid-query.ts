import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { GoodsListQuery, GoodsView } from '@pvz/contracts/api/goods';
import { useMemo, useState } from 'react';
import { listQueryOf } from './list-query';

export interface GridQueryState {
  pagination: GridPaginationModel;
  setPagination: (model: GridPaginationModel) => void;
  sort: GridSortModel;
  setSort: (model: GridSortModel) => void;
  filter: GridFilterModel;
  setFilter: (model: GridFilterModel) => void;
  /** what the grid shows, as the query of the list call */
  query: GoodsListQuery;
}

/**
 * The paging, sorting and filtering of a server-mode goods grid. Another view or another set of the
 * page's own filters (`listKey`) is another list: it starts at its first page.
 */
export function useGridQuery(pvzId: number | undefined, view: GoodsView, listKey = ''): GridQueryState {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSortModel] = useState<GridSortModel>([]);
  const [filter, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const list = `${view}|${pvzId ?? ''}|${listKey}`;
  const [pagedList, setPagedList] = useState(list);
  if (pagedList !== list) {
    setPagedList(list);
    setPagination((current) => ({ ...current, page: 0 }));
  }
  const query = useMemo(
    () => listQueryOf({ pvzId, view, pagination, sort, filter }),
    [pvzId, view, pagination, sort, filter],
  );
  const resetPage = () => setPagination((current) => ({ ...current, page: 0 }));
  return {
    pagination,
    setPagination,
    sort,
    setSort: (model) => {
      setSortModel(model);
      resetPage();
    },
    filter,
    setFilter: (model) => {
      setFilterModel(model);
      resetPage();
    },
    query,
  };
}
