import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { GoodsListQuery, GoodsView } from '@pvz/contracts/api/goods';
import { type GoodsStatus, goodsStatuses } from '@pvz/contracts/goods';
import { type FilterValueKind, gridFiltersOf } from '@pvz/ui/grid-filters';
import { valueKindOf } from './goods-value-kinds';

/** How the gateway takes a goods column's filter value. */
function filterKindOf(key: string): FilterValueKind {
  const kind = valueKindOf(key);
  if (kind === 'money' || kind === 'ref' || kind === 'flag') return kind;
  return kind === 'integer' || kind === 'percent' ? 'number' : 'text';
}

/** The status filter is the list's own `status` parameter. */
function statusOf(model: GridFilterModel): GoodsStatus | undefined {
  const item = model.items.find((candidate) => candidate.field === 'status' && candidate.operator === 'is');
  return (goodsStatuses as readonly unknown[]).includes(item?.value) ? (item?.value as GoodsStatus) : undefined;
}

export interface GridState {
  pvzId?: number;
  view: GoodsView;
  pagination: GridPaginationModel;
  sort: GridSortModel;
  filter: GridFilterModel;
}

/** What the grid shows, as the query of the list call. */
export function listQueryOf({ pvzId, view, pagination, sort, filter }: GridState): GoodsListQuery {
  const filters = gridFiltersOf(filter, filterKindOf, ['status']);
  const q = (filter.quickFilterValues ?? []).join(' ').trim();
  const sorted = sort[0];
  const status = statusOf(filter);
  return {
    ...(pvzId !== undefined && { pvzId }),
    view,
    page: pagination.page,
    pageSize: pagination.pageSize,
    ...(sorted?.sort && { sort: sorted.field, order: sorted.sort }),
    ...(q && { q }),
    ...(status && { status }),
    ...(filters.length > 0 && { filters: JSON.stringify(filters) }),
  };
}
