import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type ServiceRow,
  serviceActions,
  serviceActionTitle,
  servicePayments,
  servicePaymentTitle,
} from '@pvz/contracts/api/service-rows';
import { recordTypeOf } from '@pvz/contracts/goods';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { recordPath } from '@pvz/contracts/scan-codes';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import {
  type FilterValueKind,
  gatewayChoiceOperators,
  gatewayDateOperators,
  gatewayNumberOperators,
  gatewayTextOperators,
} from '@pvz/ui/grid-filters';
import { Link as RouterLink } from '@pvz/ui/router';

const titleOf = (key: string) => columnsOf('service').find((column) => column.key === key)?.title ?? key;
const refName = (value: { name: string } | null | undefined) => value?.name ?? '';

export const serviceRecordPath = (id: number) => recordPath(recordTypeOf.service, id);

const textOperators = gatewayTextOperators();
const choiceOperators = gatewayChoiceOperators();
const numberOperators = gatewayNumberOperators();
const dateColumn = (field: string, title: string): GridColDef<ServiceRow> => ({
  ...dateTimeColumn<ServiceRow>(field, title),
  filterOperators: gatewayDateOperators(),
});
const money = (field: string) => moneyColumn<ServiceRow>(field, titleOf(field), { filterOperators: numberOperators });

/** How the gateway takes each column's filter value (see @pvz/ui/grid-filters). */
export function serviceFilterKindOf(field: string): FilterValueKind {
  if (['purchaseOfGoods', 'amountFromClient', 'profit'].includes(field)) return 'money';
  return field === 'id' || field === 'percentClient' ? 'number' : 'text';
}

/**
 * The grid's columns, titled as the access screen names them; the gateway leaves out what the caller
 * may not see and sorts and filters on the server. The id opens the row's card.
 */
export const serviceRowColumns: GridColDef<ServiceRow>[] = [
  {
    field: 'id',
    headerName: 'ID',
    width: 80,
    type: 'number',
    align: 'left',
    headerAlign: 'left',
    filterable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={serviceRecordPath(row.id)} aria-label={`Открыть запись ${row.id}`}>
        {row.id}
      </Link>
    ),
  },
  dateColumn('createdAt', 'Создано'),
  { field: 'name', headerName: titleOf('name'), width: 180, filterOperators: textOperators },
  { field: 'fromName', headerName: titleOf('fromName'), width: 150, filterOperators: textOperators },
  {
    field: 'nameOfAction',
    headerName: titleOf('nameOfAction'),
    width: 120,
    type: 'singleSelect',
    valueOptions: serviceActions.map((action) => ({ value: action, label: serviceActionTitle[action] })),
    // the export writes what the grid shows
    valueFormatter: (value: ServiceRow['nameOfAction']) => (value ? serviceActionTitle[value] : ''),
    filterOperators: choiceOperators,
  },
  money('purchaseOfGoods'),
  {
    field: 'percentClient',
    headerName: titleOf('percentClient'),
    type: 'number',
    width: 90,
    sortable: false,
    filterOperators: numberOperators,
  },
  money('amountFromClient'),
  {
    field: 'dispatchPVZ',
    headerName: titleOf('dispatchPVZ'),
    width: 160,
    sortable: false,
    valueGetter: refName,
    filterOperators: textOperators,
  },
  {
    field: 'orderPVZ',
    headerName: titleOf('orderPVZ'),
    width: 160,
    sortable: false,
    valueGetter: refName,
    filterOperators: textOperators,
  },
  dateColumn('sorted', titleOf('sorted')),
  dateColumn('paid', titleOf('paid')),
  {
    field: 'additionally',
    headerName: titleOf('additionally'),
    width: 170,
    sortable: false,
    type: 'singleSelect',
    valueOptions: servicePayments.map((payment) => ({ value: payment, label: servicePaymentTitle[payment] })),
    valueFormatter: (value: ServiceRow['additionally']) => (value ? servicePaymentTitle[value] : ''),
    filterOperators: choiceOperators,
  },
];
