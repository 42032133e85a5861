import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { usePageLevel } from '@pvz/api-client/page-level';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useIncomeQuery } from '../features/balance/api/get-income';
import { useMonthlyFlowsQuery } from '../features/balance/api/get-monthly-flows';
import { usePointBalancesQuery } from '../features/balance/api/get-point-balances';
import { useWithdrawalsQuery } from '../features/balance/api/get-withdrawals';
import { IncomeRateDialog } from '../features/balance/components/income-rate-dialog';
import { type IncomeRow, IncomeTable, incomeRowsOf } from '../features/balance/components/income-table';
import { IncomeWithdrawalDialog } from '../features/balance/components/income-withdrawal-dialog';
import { MonthlyChart } from '../features/balance/components/monthly-chart';
import { MovementsDialog } from '../features/balance/components/movements-dialog';
import type { Period } from '../features/balance/components/period';
import { PeriodPicker } from '../features/balance/components/period-picker';
import { PointBalancesTable } from '../features/balance/components/point-balances-table';
import { WithdrawalDialog } from '../features/balance/components/withdrawal-dialog';
import { WithdrawalsTable } from '../features/balance/components/withdrawals-table';

/**
 * «Баланс ПВЗ» (/balance): the cash box and online money of the user's points as the ledger holds
 * them, what came in and went out in a period (a chart by month beside the table), the moves behind
 * each point's figures, partner points' and managers' income, and the withdrawals with the step each
 * user may take.
 */
export default function BalancePage() {
  const { title } = findPage('finance-balance');
  const canRequest = usePageLevel('finance-balance') === 'write';
  const session = useSession();
  const me = session.status === 'staff' ? session.user : null;
  const isDirector = me?.role === ADMIN_ROLE;
  const [period, setPeriod] = useState<Period>(() => ({ from: monthStartOf(moscowDay()), to: moscowDay() }));
  const [opened, setOpened] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const validPeriod = period.from <= period.to;
  const balances = usePointBalancesQuery(period, { skip: !validPeriod });
  const monthly = useMonthlyFlowsQuery(period, { skip: !validPeriod });
  const withdrawals = useWithdrawalsQuery({});
  const income = useIncomeQuery(period, { skip: !validPeriod });
  const incomeRows = incomeRowsOf(income.data);
  const [withdrawingIncome, setWithdrawingIncome] = useState<IncomeRow | null>(null);
  const [ratesOf, setRatesOf] = useState<IncomeRow | null>(null);
  // a partner's income is withdrawn by the managers of its point; a manager's by the manager or the director
  const mayWithdraw = (row: IncomeRow) =>
    canRequest && (row.earner === 'partner' || isDirector || row.earnerId === me?.id);
  const points = balances.data?.points ?? [];
  const openedPoint = points.find((point) => point.point.id === opened)?.point;

  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2 }}>
        <PeriodPicker value={period} onChange={setPeriod} />
        {balances.isError && <Alert severity="error">{errorMessage(balances.error)}</Alert>}
        <PointBalancesTable
          answer={balances.data}
          loading={balances.isFetching}
          exportFileName={`${title} ${period.from} — ${period.to}`}
          onOpen={setOpened}
        />
        <MonthlyChart months={monthly.data?.months ?? []} />
        {incomeRows.length > 0 && (
          <Box component="section" aria-labelledby="income-title">
            <Typography id="income-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              Доход ППВЗ и менеджеров
            </Typography>
            {income.isError && <Alert severity="error">{errorMessage(income.error)}</Alert>}
            <IncomeTable
              rows={incomeRows}
              loading={income.isFetching}
              exportFileName={`Доход ${period.from} — ${period.to}`}
              mayWithdraw={mayWithdraw}
              maySetRate={isDirector}
              onWithdraw={setWithdrawingIncome}
              onRates={setRatesOf}
            />
          </Box>
        )}
        <Box component="section" aria-labelledby="withdrawals-title">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
            <Badge badgeContent={withdrawals.data?.waitingForMe ?? 0} color="warning">
              <Typography id="withdrawals-title" variant="h6" component="h2">
                Заявки на вывод
              </Typography>
            </Badge>
            {canRequest && points.length > 0 && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRequesting(true)}>
                Заявка на вывод
              </Button>
            )}
          </Stack>
          {withdrawals.isError && <Alert severity="error">{errorMessage(withdrawals.error)}</Alert>}
          <WithdrawalsTable rows={withdrawals.data?.rows ?? []} loading={withdrawals.isFetching} />
        </Box>
      </Stack>
      {openedPoint && <MovementsDialog point={openedPoint} period={period} onClose={() => setOpened(null)} />}
      {withdrawingIncome && (
        <IncomeWithdrawalDialog row={withdrawingIncome} points={points} onClose={() => setWithdrawingIncome(null)} />
      )}
      {ratesOf && <IncomeRateDialog row={ratesOf} maySet={isDirector} onClose={() => setRatesOf(null)} />}
      {requesting && (
        <WithdrawalDialog points={points} initialPointId={opened ?? undefined} onClose={() => setRequesting(false)} />
      )}
    </>
  );
}
