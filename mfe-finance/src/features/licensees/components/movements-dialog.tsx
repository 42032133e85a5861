import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { LicenseeMovement } from '@pvz/contracts/api/licensees';
import { formatMonth, formatMoscowDate } from '@pvz/contracts/moscow-time';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { useState } from 'react';
import { PagedRowsTable } from '../../../components/paged-rows-table';
import { useLicenseeMovementsQuery } from '../api/licensees-api';

/** An invoice's or a payment's day, noon in Moscow so that it reads as that day anywhere. */
const formatDay = (day: string) => formatMoscowDate(`${day}T12:00:00+03:00`);

const columns: GridColDef<LicenseeMovement>[] = [
  { field: 'on', headerName: 'Дата', width: 110, valueFormatter: (value: string) => formatDay(value) },
  {
    field: 'kind',
    headerName: 'Что',
    width: 200,
    valueGetter: (_value, row) => (row.month ? `Счёт за ${formatMonth(row.month)}` : 'Оплата'),
  },
  { field: 'parcels', headerName: 'Посылок', type: 'number', width: 100 },
  moneyColumn<LicenseeMovement>('invoiced', 'Выставлено'),
  moneyColumn<LicenseeMovement>('paid', 'Оплачено'),
  moneyColumn<LicenseeMovement>('owed', 'Долг после'),
  { field: 'note', headerName: 'Комментарий', flex: 1, minWidth: 160 },
  { field: 'by', headerName: 'Кто провёл', width: 140, valueFormatter: (value: string | null) => value ?? '' },
  dateTimeColumn<LicenseeMovement>('at', 'Проведено'),
];

/**
 * A licensee's invoices and payments, newest first, paged on the server, each with what the licensee
 * owed after it: how its debt on «Баланс лицензиатов» came to be.
 */
export function MovementsDialog({ licensee, onClose }: { licensee: { id: number; name: string }; onClose(): void }) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const answer = useLicenseeMovementsQuery({ licenseeId: licensee.id, ...paging });
  return (
    <Dialog open fullWidth maxWidth="xl" onClose={onClose} aria-labelledby="licensee-movements-title">
      <DialogTitle id="licensee-movements-title">Движения: {licensee.name}</DialogTitle>
      <DialogContent>
        <PagedRowsTable<LicenseeMovement>
          answer={answer}
          columns={columns}
          paging={paging}
          onPagingChange={setPaging}
          exportFileName={`Движения ${licensee.name}`}
          emptyText={'Счетов и оплат пока нет'}
        />
      </DialogContent>
    </Dialog>
  );
}
