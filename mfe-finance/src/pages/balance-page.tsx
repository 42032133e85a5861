import AddIcon from '@mui/icons-material/Add';
import { Alert, Badge, Box, Button, Stack, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { findPage } from '@pvz/contracts/pages';
import { PageHeader } from '@pvz/ui/page-header';
import { useState } from 'react';
import { useMonthlyFlowsQuery } from '../features/balance/api/get-monthly-flows';
import { usePointBalancesQuery } from '../features/balance/api/get-point-balances';
import { useWithdrawalsQuery } from '../features/balance/api/get-withdrawals';
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
 * each point's figures, and the withdrawals with the step each user may take.
 */
export default function BalancePage() {
  const { title } = findPage('finance-balance');
  const canRequest = usePageLevel('finance-balance') === 'write';
  const [period, setPeriod] = useState<Period>(() => ({ from: monthStartOf(moscowDay()), to: moscowDay() }));
  const [opened, setOpened] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const validPeriod = period.from <= period.to;
  const balances = usePointBalancesQuery(period, { skip: !validPeriod });
  const monthly = useMonthlyFlowsQuery(period, { skip: !validPeriod });
  const withdrawals = useWithdrawalsQuery({});
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
      {requesting && (
        <WithdrawalDialog points={points} initialPointId={opened ?? undefined} onClose={() => setRequesting(false)} />
      )}
    </>
  );
}
