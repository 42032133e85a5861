import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { CalculationRow } from '@pvz/contracts/api/licensees';
import { formatMonth, monthStartOf, moscowDay, shiftMonth } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { MonthPicker } from '@pvz/ui/month-picker';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useIsDirector } from '../components/use-is-director';
import { useCalculationQuery, useIssueInvoiceMutation } from '../features/licensees/api/licensees-api';

type Row = CalculationRow & { id: number };

/**
 * «Расчёт лицензиатов» (/spreadsheets/saas): the month per licensee, the parcels its points took, the
 * fixed part and the per-parcel part; reviewed, then «Выставить счёт» posts it once when the month is
 * over (the director). The last month that is over is shown first.
 */
export default function SaasPage() {
  const { title } = findPage('licensee-saas');
  const canWrite = usePageLevel('licensee-saas') === 'write';
  const isDirector = useIsDirector();
  const thisMonth = monthStartOf(moscowDay());
  // the month to bill is the last one that is over
  const [month, setMonth] = useState(() => shiftMonth(thisMonth, -1));
  const isOver = month < thisMonth;
  const answer = useCalculationQuery({ month });
  const [issue, issuing] = useIssueInvoiceMutation();
  const [asked, setAsked] = useState<Row | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();
  const rows: Row[] = (answer.data?.rows ?? []).map((row) => ({ ...row, id: row.licensee.id }));

  const confirm = async () => {
    if (!asked) return;
    try {
      const done = await once(`invoice:${asked.id}:${month}`, (operationId) =>
        issue({ operationId, month, licenseeId: asked.id }).unwrap(),
      );
      enqueueSnackbar(done.message, { variant: 'success' });
      setAsked(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  const columns: GridColDef<Row>[] = [
    {
      field: 'licensee',
      headerName: 'Лицензиат',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.licensee.name,
    },
    { field: 'parcels', headerName: 'Посылок', type: 'number', width: 110 },
    moneyColumn<Row>('fixed', 'В месяц'),
    moneyColumn<Row>('perParcel', 'За посылки'),
    moneyColumn<Row>('total', 'Итого'),
    dateTimeColumn<Row>('invoicedAt', 'Счёт выставлен'),
    {
      field: 'actions',
      headerName: '',
      width: 170,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) =>
        row.invoicedAt
          ? `выставил ${row.invoicedBy}`
          : !row.hasTariff
            ? 'нет тарифа'
            : !isOver
              ? 'месяц не закончился'
              : canWrite &&
                isDirector && (
                  <Button size="small" variant="outlined" disabled={row.total <= 0} onClick={() => setAsked(row)}>
                    Выставить счёт
                  </Button>
                ),
    },
  ];

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <MonthPicker value={month} onChange={setMonth} />
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <DataTable
          rows={rows}
          columns={columns}
          loading={answer.isFetching}
          exportFileName={`${title} ${formatMonth(month)}`}
          exportTotals={['parcels', 'fixed', 'perParcel', 'total']}
          autoHeight
          localeText={{ noRowsLabel: 'В этом месяце нет активных лицензиатов' }}
        />
        {answer.data && (
          <Stack
            component="section"
            aria-label="Итого за месяц"
            direction="row"
            sx={{ gap: 3, flexWrap: 'wrap', px: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>Итого за {formatMonth(month)}</Typography>
            <Typography>Посылок: {answer.data.totals.parcels.toLocaleString('ru-RU')}</Typography>
            <Typography>К выставлению: {formatMoney(answer.data.totals.total)}</Typography>
            <Typography>Выставлено: {formatMoney(answer.data.totals.invoiced)}</Typography>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title="Выставить счёт?"
        confirmLabel="Выставить"
        busy={issuing.isLoading}
        refusal={refusal}
        onConfirm={confirm}
        onClose={() => {
          setAsked(null);
          setRefusal(undefined);
        }}
      >
        «{asked?.licensee.name}» за {formatMonth(month)}: {formatMoney(asked?.total ?? 0)} ({asked?.parcels} посылок).
        Сумма встанет в долг лицензиата, счёт за месяц выставляется один раз.
      </ConfirmDialog>
    </>
  );
}
