import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import type { DebtorView } from '@pvz/contracts/api/service-balances';
import { formatMoney } from '@pvz/ui/format';
import { useDeferredValue, useState } from 'react';
import { useDebtorsQuery } from '../api/debtors-api';
import { DebtorsChart } from './debtors-chart';
import { DebtorsTable } from './debtors-table';

/** The debtors of a view with a search by name or phone, the total owed and the chart by month. */
export function DebtorsView({
  from,
  view,
  exportFileName,
}: {
  from: 'payments' | 'balance';
  view: DebtorView;
  exportFileName: string;
}) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const answer = useDebtorsQuery({ from, view, ...(search && { q: search }) });
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Должник или телефон"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ width: 260 }}
        />
        <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
          <Typography component="p">
            Всего долг: <strong>{formatMoney(answer.data?.total ?? 0)}</strong>
          </Typography>
        </Paper>
      </Stack>
      {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
      <DebtorsTable
        rows={answer.data?.debtors ?? []}
        loading={answer.isFetching}
        monthly={view === 'monthly'}
        exportFileName={exportFileName}
      />
      <DebtorsChart months={answer.data?.byMonth ?? []} />
    </Stack>
  );
}
