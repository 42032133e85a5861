import OutputIcon from '@mui/icons-material/Output';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { ServiceBalance } from '@pvz/contracts/api/service-balances';
import type { ServiceAction } from '@pvz/contracts/api/service-rows';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage, type PageKey } from '@pvz/contracts/pages';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import type { Period } from '../../balance/components/period';
import { PeriodPicker } from '../../balance/components/period-picker';
import { useServiceBalanceQuery } from '../api/service-balance-api';
import { ServiceWithdrawalDialog } from './service-withdrawal-dialog';

type Customer = ServiceBalance['customers'][number];
type Withdrawal = ServiceBalance['withdrawals'][number];

const customerColumns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Заказчик', flex: 1, minWidth: 180 },
  { field: 'phone', headerName: 'Телефон', width: 150 },
  { field: 'rows', headerName: 'Строк', type: 'number', width: 90 },
  moneyColumn<Customer>('value', 'Стоимость товаров'),
  moneyColumn<Customer>('paid', 'Оплачено'),
];

const withdrawalColumns: GridColDef<Withdrawal>[] = [
  dateTimeColumn<Withdrawal>('at', 'Когда'),
  moneyColumn<Withdrawal>('amount', 'Сумма'),
  {
    field: 'payment',
    headerName: 'Как',
    width: 150,
    valueFormatter: (value: string) => (value === 'cash' ? 'Наличные' : 'На расчётный счёт'),
  },
  { field: 'recipient', headerName: 'Получатель', width: 150 },
  { field: 'by', headerName: 'Провёл', width: 150 },
  { field: 'note', headerName: 'Комментарий', flex: 1, minWidth: 160 },
];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 200, flex: '1 1 200px' }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {formatMoney(value)}
      </Typography>
    </Paper>
  );
}

/**
 * «Баланс доставки» / «Баланс сортировки»: what the service's account holds, what came in (paid
 * fees) and went out in a period, who paid, and the withdrawals with «Вывод» for those who may write.
 */
export function ServiceBalanceView({ action, page }: { action: ServiceAction; page: PageKey }) {
  const { title } = findPage(page);
  const canWithdraw = usePageLevel(page) === 'write';
  const [period, setPeriod] = useState<Period>(() => ({ from: monthStartOf(moscowDay()), to: moscowDay() }));
  const [withdrawing, setWithdrawing] = useState(false);
  const valid = period.from <= period.to;
  const answer = useServiceBalanceQuery({ action, ...period }, { skip: !valid });
  const data = answer.data;
  const span = `${period.from} — ${period.to}`;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canWithdraw && (
            <Button
              variant="contained"
              startIcon={<OutputIcon />}
              disabled={!data || data.balance <= 0}
              onClick={() => setWithdrawing(true)}
            >
              Вывести
            </Button>
          )
        }
      />
      <Stack sx={{ gap: 2 }}>
        <PeriodPicker value={period} onChange={setPeriod} />
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} aria-busy={answer.isFetching}>
          <Figure label="Баланс сейчас" value={data?.balance ?? 0} />
          <Figure label="Оплачено за период" value={data?.paidInPeriod ?? 0} />
          <Figure label="Выведено за период" value={data?.withdrawnInPeriod ?? 0} />
        </Stack>
        <Box component="section" aria-labelledby="customers-title">
          <Typography id="customers-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Оплаты по заказчикам
          </Typography>
          <DataTable
            rows={data?.customers ?? []}
            columns={customerColumns}
            getRowId={(row) => row.phone}
            loading={answer.isFetching}
            exportFileName={`${title}: заказчики ${span}`}
            exportTotals={['rows', 'value', 'paid']}
            autoHeight
            localeText={{ noRowsLabel: 'За период оплат нет' }}
          />
        </Box>
        <Box component="section" aria-labelledby="withdrawals-title">
          <Typography id="withdrawals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Выводы
          </Typography>
          <DataTable
            rows={data?.withdrawals ?? []}
            columns={withdrawalColumns}
            loading={answer.isFetching}
            exportFileName={`${title}: выводы ${span}`}
            exportTotals={['amount']}
            autoHeight
            localeText={{ noRowsLabel: 'За период выводов нет' }}
          />
        </Box>
      </Stack>
      {withdrawing && data && (
        <ServiceWithdrawalDialog
          action={action}
          balance={data.balance}
          period={period}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </>
  );
}
