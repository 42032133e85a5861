import AddIcon from '@mui/icons-material/Add';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { usePageLevel } from '@pvz/api-client/page-level';
import {
  type AdvanceRow,
  advanceKindTitle,
  advancePaymentTitle,
  advanceStatusTitle,
} from '@pvz/contracts/api/advance-report';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import {
  type AdvanceStep,
  useAdvanceRowsQuery,
  useAdvanceStepMutation,
  usePersonalBalancesQuery,
} from '../features/advance-report/api/advance-report-api';
import { AdvanceRowDialog } from '../features/advance-report/components/advance-row-dialog';
import { BanksPanel } from '../features/advance-report/components/banks-panel';
import { PersonalMovementsDialog } from '../features/advance-report/components/personal-movements-dialog';
import { ReceiptsDialog } from '../features/advance-report/components/receipts-dialog';
import type { Period } from '../features/balance/components/period';
import { PeriodPicker } from '../features/balance/components/period-picker';

const refName = (value: { name: string } | null) => value?.name ?? '';

/**
 * «Авансовый отчёт» (/advance-report): who holds the company's money. My cash (everybody's and the
 * bank's for the director, with the banks), the rows of a period (mine, or all for the director) with the transfers
 * that wait for me to confirm or turn down, and a new row.
 */
export default function AdvanceReportPage() {
  const { title } = findPage('finance-advance-report');
  const canWrite = usePageLevel('finance-advance-report') === 'write';
  const session = useSession();
  const me = session.status === 'staff' ? session.user : null;
  const isDirector = me?.role === ADMIN_ROLE;
  const [period, setPeriod] = useState<Period>(() => ({ from: monthStartOf(moscowDay()), to: moscowDay() }));
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [adding, setAdding] = useState(false);
  const [receiptsOf, setReceiptsOf] = useState<string[] | null>(null);
  const [movesOf, setMovesOf] = useState<{ code: string; account: string } | null>(null);
  const valid = period.from <= period.to;
  const rows = useAdvanceRowsQuery({ ...period, ...paging }, { skip: !valid });
  const balances = usePersonalBalancesQuery();
  const [step, stepping] = useAdvanceStepMutation();
  const { enqueueSnackbar } = useSnackbar();

  const take = async (name: AdvanceStep, row: AdvanceRow) => {
    try {
      const answer = await step({ step: name, id: row.id, operationId: crypto.randomUUID() }).unwrap();
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const columns: GridColDef<AdvanceRow>[] = [
    dateTimeColumn<AdvanceRow>('createdAt', 'Когда'),
    {
      field: 'kind',
      headerName: 'Что',
      width: 190,
      valueFormatter: (value: AdvanceRow['kind']) => advanceKindTitle[value],
    },
    { field: 'category', headerName: 'Статья', width: 170, valueGetter: refName },
    moneyColumn<AdvanceRow>('amount', 'Сумма'),
    {
      field: 'payment',
      headerName: 'Нал / Безнал',
      width: 110,
      valueFormatter: (value: AdvanceRow['payment']) => advancePaymentTitle[value],
    },
    {
      field: 'files',
      headerName: 'Чеки',
      width: 90,
      sortable: false,
      valueFormatter: (value: string[]) => value.length,
      renderCell: ({ row }) =>
        row.files.length > 0 && (
          <Button size="small" startIcon={<ReceiptIcon />} onClick={() => setReceiptsOf(row.files)}>
            {row.files.length}
          </Button>
        ),
    },
    { field: 'company', headerName: 'Компания', width: 140, valueGetter: refName },
    { field: 'point', headerName: 'ПВЗ', width: 140, valueGetter: refName },
    { field: 'createdBy', headerName: 'Кто', width: 130, valueGetter: refName },
    { field: 'recipient', headerName: 'Получатель', width: 130, valueGetter: refName },
    {
      field: 'status',
      headerName: 'Состояние',
      width: 260,
      renderCell: ({ row }) =>
        row.status === 'waiting' && (row.recipient?.id === me?.id || isDirector) ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
            {row.recipient?.id === me?.id && (
              <Button
                size="small"
                variant="contained"
                disabled={stepping.isLoading}
                onClick={() => take('receive', row)}
              >
                Получил
              </Button>
            )}
            <Button size="small" disabled={stepping.isLoading} onClick={() => take('reject', row)}>
              Отклонить
            </Button>
          </Stack>
        ) : (
          advanceStatusTitle[row.status]
        ),
    },
    { field: 'note', headerName: 'Комментарий', flex: 1, minWidth: 160 },
  ];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Добавить запись
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} component="section" aria-label="Балансы">
          {(balances.data?.balances ?? []).map((balance) => (
            <Paper key={balance.account} variant="outlined" sx={{ p: 2, minWidth: 200 }}>
              <Typography variant="body2" color="text.secondary">
                {balance.account}
              </Typography>
              <Typography variant="h6" component="p">
                {formatMoney(balance.balance)}
              </Typography>
              {balance.pendingOut > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Передано, ждёт подтверждения: {formatMoney(balance.pendingOut)}
                </Typography>
              )}
              {balance.pendingIn > 0 && (
                <Typography variant="body2" color="warning.main">
                  К получению: {formatMoney(balance.pendingIn)}
                </Typography>
              )}
              <Button size="small" sx={{ mt: 0.5, ml: -1 }} onClick={() => setMovesOf(balance)}>
                Движения
              </Button>
            </Paper>
          ))}
        </Stack>
        {isDirector && <BanksPanel />}
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <PeriodPicker value={period} onChange={setPeriod} />
          <Badge badgeContent={rows.data?.waitingForMe ?? 0} color="warning">
            <Typography>Ждут моего подтверждения</Typography>
          </Badge>
        </Stack>
        {rows.isError && <Alert severity="error">{errorMessage(rows.error)}</Alert>}
        <DataTable
          rows={rows.data?.rows ?? []}
          columns={columns}
          // a dozen columns, all drawn however narrow the screen, so that «Получил» and the receipts are there to scroll to
          columnBufferPx={2000}
          rowCount={rows.data?.total ?? 0}
          loading={rows.isFetching}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[25, 50, 100]}
          exportFileName={`${title} ${period.from} — ${period.to}`}
          exportTotals={['amount']}
          autoHeight
          localeText={{ noRowsLabel: 'За период записей нет' }}
        />
      </Stack>
      {adding && <AdvanceRowDialog isDirector={isDirector} onClose={() => setAdding(false)} />}
      {receiptsOf && <ReceiptsDialog files={receiptsOf} onClose={() => setReceiptsOf(null)} />}
      {movesOf && <PersonalMovementsDialog balance={movesOf} period={period} onClose={() => setMovesOf(null)} />}
    </>
  );
}
