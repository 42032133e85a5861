import type { GridColDef } from '@mui/x-data-grid';
import { type ServiceRow, serviceActionTitle, servicePaymentTitle } from '@pvz/contracts/api/service-rows';
import { columnsOf } from '@pvz/contracts/goods-columns';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';

const titleOf = (key: string) => columnsOf('service').find((column) => column.key === key)?.title ?? key;
const refName = (value: { name: string } | null | undefined) => value?.name ?? '';

/** The grid's columns, titled as the access screen names them; the gateway leaves out what the caller may not see. */
export const serviceRowColumns: GridColDef<ServiceRow>[] = [
  { field: 'id', headerName: 'ID', width: 80, type: 'number' },
  dateTimeColumn<ServiceRow>('createdAt', 'Создано'),
  { field: 'name', headerName: titleOf('name'), width: 180 },
  { field: 'fromName', headerName: titleOf('fromName'), width: 150 },
  {
    field: 'nameOfAction',
    headerName: titleOf('nameOfAction'),
    width: 120,
    valueFormatter: (value: ServiceRow['nameOfAction']) => (value ? serviceActionTitle[value] : ''),
  },
  moneyColumn<ServiceRow>('purchaseOfGoods', titleOf('purchaseOfGoods')),
  { field: 'percentClient', headerName: titleOf('percentClient'), type: 'number', width: 90, sortable: false },
  moneyColumn<ServiceRow>('amountFromClient', titleOf('amountFromClient')),
  { field: 'dispatchPVZ', headerName: titleOf('dispatchPVZ'), width: 160, sortable: false, valueGetter: refName },
  { field: 'orderPVZ', headerName: titleOf('orderPVZ'), width: 160, sortable: false, valueGetter: refName },
  dateTimeColumn<ServiceRow>('sorted', titleOf('sorted')),
  dateTimeColumn<ServiceRow>('paid', titleOf('paid')),
  {
    field: 'additionally',
    headerName: titleOf('additionally'),
    width: 170,
    sortable: false,
    valueFormatter: (value: ServiceRow['additionally']) => (value ? servicePaymentTitle[value] : ''),
  },
];
