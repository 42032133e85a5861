import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  type GridColDef,
  type GridFilterOperator,
  getGridNumericOperators,
  getGridSingleSelectOperators,
} from '@mui/x-data-grid';
import type { Choice, Choices } from '@pvz/api-client/reference-choices';
import type { GoodsRow } from '@pvz/contracts/api/goods';
import {
  type GoodsStatus,
  goodsStatuses,
  goodsStatusTitle,
  outcomes,
  outcomeTitle,
  recordTypeOf,
} from '@pvz/contracts/goods';
import { recordPath } from '@pvz/contracts/scan-codes';
import { formatDateTime, formatMoney } from '@pvz/ui/format';
import { gatewayDateOperators, gatewayTextOperators } from '@pvz/ui/grid-filters';
import { Link as RouterLink } from '@pvz/ui/router';
import { type GoodsColumn, kindTitleOf } from './goods-columns';

type Column = GridColDef<GoodsRow>;

const statusColor: Record<GoodsStatus, 'default' | 'info' | 'warning' | 'primary' | 'success' | 'error'> = {
  created: 'default',
  ordered: 'info',
  'at-sorting-center': 'warning',
  'at-point': 'primary',
  issued: 'success',
  refused: 'error',
};

/** Only what the gateway can filter on: a list of values only for ids, never for free text. */
const textOperators = gatewayTextOperators();
const byValue = (operators: GridFilterOperator[], allowed: readonly string[]) =>
  operators.filter((operator) => allowed.includes(operator.value));

export function recordPathOf(row: GoodsRow): string {
  return recordPath(recordTypeOf[row.kind], row.id);
}

function refOptions(key: string, choices: Choices): Choice[] | null {
  if (key === 'dispatchPVZ') return choices.points;
  if (key === 'orderPVZ') return choices.sortingCenters;
  if (key === 'marketplace') return choices.marketplaces;
  if (key === 'orderAccount') return choices.orderAccounts;
  return null;
}

function fixedColumn(column: GoodsColumn): Column | null {
  switch (column.key) {
    case 'id':
      return {
        field: 'id',
        headerName: column.title,
        type: 'number',
        width: 90,
        align: 'left',
        headerAlign: 'left',
        filterable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={recordPathOf(row)} aria-label={`Открыть запись ${row.id}`}>
            {row.id}
          </Link>
        ),
      };
    case 'kind':
      return {
        field: 'kind',
        headerName: column.title,
        width: 200,
        sortable: false,
        filterable: false,
        valueGetter: (_value, row) => kindTitleOf(row),
      };
    case 'status':
      return {
        field: 'status',
        headerName: column.title,
        width: 140,
        type: 'singleSelect',
        sortable: false,
        valueOptions: goodsStatuses.map((status) => ({ value: status, label: goodsStatusTitle[status] })),
        filterOperators: byValue(getGridSingleSelectOperators(), ['is']),
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" color={statusColor[row.status]} label={goodsStatusTitle[row.status]} />
        ),
      };
    default:
      return null;
  }
}

/** The grid's columns: what each shows in ru-RU (money in roubles, Moscow time, names of references). */
export function gridColumnsOf(columns: readonly GoodsColumn[], choices: Choices): Column[] {
  return columns.map((column): Column => {
    const fixed = fixedColumn(column);
    if (fixed) return fixed;
    // the client's order link is a keyed hash: nothing to sort or filter by
    const base =
      column.key === 'clientLink'
        ? { field: column.key, headerName: column.title, sortable: false, filterable: false }
        : { field: column.key, headerName: column.title };
    switch (column.kind) {
      case 'money':
        return {
          ...base,
          type: 'number',
          width: 140,
          filterOperators: byValue(getGridNumericOperators(), ['=', '!=', '>', '>=', '<', '<=']),
          valueFormatter: (value: number | undefined) => (typeof value === 'number' ? formatMoney(value) : ''),
        };
      case 'percent':
        return {
          ...base,
          type: 'number',
          width: 120,
          filterOperators: byValue(getGridNumericOperators(), ['=', '!=', '>', '>=', '<', '<=']),
          valueFormatter: (value: number | undefined) =>
            typeof value === 'number' ? `${String(value).replace('.', ',')} %` : '',
        };
      case 'integer':
        return { ...base, type: 'number', width: 110, align: 'left', headerAlign: 'left' };
      case 'date':
        return {
          ...base,
          type: 'dateTime',
          width: 170,
          filterOperators: gatewayDateOperators(),
          valueGetter: (value: string | null | undefined) => (value ? new Date(value) : null),
          valueFormatter: (value: Date | null) => (value ? formatDateTime(value) : ''),
        };
      case 'ref': {
        const options = refOptions(column.key, choices);
        return {
          ...base,
          width: 170,
          ...(options
            ? {
                type: 'singleSelect',
                valueOptions: options.map((option) => ({ value: option.id, label: option.name })),
                filterOperators: byValue(getGridSingleSelectOperators(), ['is', 'isAnyOf']),
              }
            : { filterable: false }),
          valueGetter: (value: { id: number } | null | undefined) => value?.id ?? null,
          valueFormatter: (_value, row) =>
            (row[column.key as keyof GoodsRow] as { name: string } | null | undefined)?.name ?? '',
        };
      }
      case 'flag':
        return { ...base, type: 'boolean', width: 130 };
      case 'outcome':
        return {
          ...base,
          type: 'singleSelect',
          width: 200,
          valueOptions: outcomes.map((outcome) => ({ value: outcome, label: outcomeTitle[outcome] })),
          filterOperators: byValue(getGridSingleSelectOperators(), ['is', 'not']),
        };
      case 'link':
        return {
          ...base,
          width: 200,
          filterOperators: textOperators,
          renderCell: ({ value }) =>
            typeof value === 'string' && /^https?:\/\//.test(value) ? (
              <Link href={value} target="_blank" rel="noopener noreferrer">
                {value}
              </Link>
            ) : (
              (value ?? '')
            ),
        };
      default:
        return { ...base, width: column.key === 'notation' ? 220 : 160, filterOperators: textOperators };
    }
  });
}
