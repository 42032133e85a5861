import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  type FilterOperator,
  filterOperators,
  type GoodsFilter,
  type GoodsListQuery,
  type GoodsView,
} from '@pvz/contracts/api/goods';
import { type GoodsStatus, goodsStatuses } from '@pvz/contracts/goods';
import { rublesToKopecksNumber } from '@pvz/contracts/money';
import { valueKindOf } from './goods-value-kinds';

const noValueOperators: readonly FilterOperator[] = ['isEmpty', 'isNotEmpty'];

function isOperator(operator: string): operator is FilterOperator {
  return (filterOperators as readonly string[]).includes(operator);
}

type FilterValue = GoodsFilter['value'];

/** One value of a filter as the gateway takes it: kopecks for money typed in roubles, ids for references. */
function scalarOf(key: string, value: unknown): string | number | boolean | null {
  const kind = valueKindOf(key);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (kind === 'money') {
    const rubles = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(rubles) ? rublesToKopecksNumber(rubles) : null;
  }
  if (kind === 'ref' || kind === 'integer' || kind === 'percent') {
    const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(number) ? number : null;
  }
  if (kind === 'flag') return value === true || value === 'true';
  return typeof value === 'string' ? value : String(value);
}

function filterValueOf(item: GridFilterItem): FilterValue | undefined {
  const { value } = item;
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const values = value.map((one) => scalarOf(item.field, one)).filter((one) => typeof one === 'number');
    return values.length > 0 ? values.map(Math.round) : undefined;
  }
  return scalarOf(item.field, value) ?? undefined;
}

/** The grid's filter items as the gateway's filters; unfinished ones (no value yet) are left out. */
function filtersOf(model: GridFilterModel): GoodsFilter[] {
  const filters: GoodsFilter[] = [];
  for (const item of model.items) {
    if (item.field === 'status' || !isOperator(item.operator)) continue;
    if (noValueOperators.includes(item.operator)) {
      filters.push({ field: item.field, operator: item.operator });
      continue;
    }
    const value = filterValueOf(item);
    if (value === undefined) continue;
    // the gateway compares a reference's `is` by name; the grid picks it by id, which `isAnyOf` takes
    if (valueKindOf(item.field) === 'ref' && item.operator === 'is' && typeof value === 'number')
      filters.push({ field: item.field, operator: 'isAnyOf', value: [value] });
    else filters.push({ field: item.field, operator: item.operator, value });
  }
  return filters;
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
  const filters = filtersOf(filter);
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
