import {
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { type FilterOperator, filterOperators, type GoodsFilter } from '@pvz/contracts/api/goods';
import { rublesToKopecksNumber } from '@pvz/contracts/money';

/** How a column's filter value goes to the gateway: kopecks for roubles, numbers, ids of references, flags. */
export type FilterValueKind = 'text' | 'money' | 'number' | 'ref' | 'flag';

const only = (operators: GridFilterOperator[], allowed: readonly FilterOperator[]) =>
  operators.filter((operator) => (allowed as readonly string[]).includes(operator.value));

/*
 * The grid offers per column only the operators the gateway filters by (its column-filters.ts), so
 * that no filter shown as active is one the rows, totals and exports ignore. A date is never asked
 * `is`: the grid means the minute, a timestamp equals nothing typed.
 */
export const gatewayTextOperators = () =>
  only(getGridStringOperators(), ['contains', 'equals', 'startsWith', 'endsWith', 'isEmpty', 'isNotEmpty']);
export const gatewayNumberOperators = () =>
  only(getGridNumericOperators(), ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty']);
export const gatewayDateOperators = () =>
  only(getGridDateOperators(true), ['after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty']);
export const gatewayChoiceOperators = () => only(getGridSingleSelectOperators(), ['is', 'not']);

const noValueOperators: readonly FilterOperator[] = ['isEmpty', 'isNotEmpty'];

function isOperator(operator: string): operator is FilterOperator {
  return (filterOperators as readonly string[]).includes(operator);
}

type FilterValue = GoodsFilter['value'];

function scalarOf(kind: FilterValueKind, value: unknown): string | number | boolean | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (kind === 'money') {
    const rubles = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(rubles) ? rublesToKopecksNumber(rubles) : null;
  }
  if (kind === 'ref' || kind === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(number) ? number : null;
  }
  if (kind === 'flag') return value === true || value === 'true';
  return typeof value === 'string' ? value : String(value);
}

function filterValueOf(item: GridFilterItem, kind: FilterValueKind): FilterValue | undefined {
  const { value } = item;
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const values = value.map((one) => scalarOf(kind, one)).filter((one) => typeof one === 'number');
    return values.length > 0 ? values.map(Math.round) : undefined;
  }
  return scalarOf(kind, value) ?? undefined;
}

/**
 * The grid's filter items as the gateway's column filters (the goods tables and the service rows);
 * unfinished ones (no value yet) and the fields `skip` names are left out.
 */
export function gridFiltersOf(
  model: GridFilterModel,
  kindOf: (field: string) => FilterValueKind,
  skip: readonly string[] = [],
): GoodsFilter[] {
  const filters: GoodsFilter[] = [];
  for (const item of model.items) {
    if (skip.includes(item.field) || !isOperator(item.operator)) continue;
    if (noValueOperators.includes(item.operator)) {
      filters.push({ field: item.field, operator: item.operator });
      continue;
    }
    const kind = kindOf(item.field);
    const value = filterValueOf(item, kind);
    if (value === undefined) continue;
    // the gateway compares a reference's `is` by name; the grid picks it by id, which `isAnyOf` takes
    if (kind === 'ref' && item.operator === 'is' && typeof value === 'number')
      filters.push({ field: item.field, operator: 'isAnyOf', value: [value] });
    else filters.push({ field: item.field, operator: item.operator, value });
  }
  return filters;
}
