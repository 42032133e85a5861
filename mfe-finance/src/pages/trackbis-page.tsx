import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { LicenseeBalance } from '@pvz/contracts/api/licensees';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useIsDirector } from '../components/use-is-director';
import { useLicenseeBalancesQuery } from '../features/licensees/api/licensees-api';
import { MovementsDialog } from '../features/licensees/components/movements-dialog';
import { PaymentDialog } from '../features/licensees/components/payment-dialog';

type Row = LicenseeBalance & { id: number };

/**
 * «Баланс лицензиатов» (/balance/trackbis): per licensee what it was invoiced, what it paid and what
 * it owes, from the ledger; «Движения» lists its invoices and payments with what it owed after each,
 * «Оплата» records a payment received (the director).
 */
export default function TrackbisPage() {
  const { title } = findPage('finance-licensee-balance');
  const canWrite = usePageLevel('finance-licensee-balance') === 'write';
  const isDirector = useIsDirector();
  const answer = useLicenseeBalancesQuery();
  const canPay = canWrite && isDirector;
  const [paying, setPaying] = useState<LicenseeBalance | null>(null);
  const [opened, setOpened] = useState<LicenseeBalance['licensee'] | null>(null);
  const rows: Row[] = (answer.data?.rows ?? []).map((row) => ({ ...row, id: row.licensee.id }));

  const columns: GridColDef<Row>[] = [
    {
      field: 'licensee',
      headerName: 'Лицензиат',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.licensee.name,
    },
    moneyColumn<Row>('invoiced', 'Выставлено'),
    moneyColumn<Row>('paid', 'Оплачено'),
    moneyColumn<Row>('owed', 'Долг'),
    {
      field: 'lastPaidOn',
      headerName: 'Последняя оплата',
      width: 150,
      valueFormatter: (value: string | null) => (value ? formatMoscowDate(`${value}T12:00:00+03:00`) : '—'),
    },
    {
      field: 'actions',
      headerName: '',
      width: canPay ? 220 : 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <>
          <Button size="small" onClick={() => setOpened(row.licensee)}>
            Движения
          </Button>
          {canPay && (
            <Button size="small" onClick={() => setPaying(row)}>
              Оплата
            </Button>
          )}
        </>
      ),
    },
  ];
  const totals = answer.data?.totals;

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <DataTable
          rows={rows}
          columns={columns}
          loading={answer.isFetching}
          exportFileName={title}
          exportTotals={['invoiced', 'paid', 'owed']}
          autoHeight
          localeText={{ noRowsLabel: 'Лицензиатов пока нет' }}
        />
        {totals && (
          <Stack component="section" aria-label="Итого" direction="row" sx={{ gap: 3, flexWrap: 'wrap', px: 1 }}>
            <Typography>Выставлено: {formatMoney(totals.invoiced)}</Typography>
            <Typography>Оплачено: {formatMoney(totals.paid)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>Долг: {formatMoney(totals.owed)}</Typography>
          </Stack>
        )}
      </Stack>
      {opened && <MovementsDialog licensee={opened} onClose={() => setOpened(null)} />}
      {paying && <PaymentDialog row={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
