import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { Movement, Payment } from '@pvz/contracts/api/balance';
import { useState } from 'react';
import { PagedRowsTable } from '../../../components/paged-rows-table';
import { useBalanceHistoryQuery } from '../api/get-balance-history';
import { useMovementsQuery } from '../api/get-movements';
import { BalanceHistoryChart } from './balance-history-chart';
import { movementColumns } from './movement-columns';
import type { Period } from './period';

/**
 * A point's balance over the period as a line, and the moves behind its cash or online figures,
 * newest first, paged on the server.
 */
export function MovementsDialog({
  point,
  period,
  onClose,
}: {
  point: { id: number; name: string };
  period: Period;
  onClose(): void;
}) {
  const [account, setAccount] = useState<Payment>('cash');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const answer = useMovementsQuery({ pvzId: point.id, account, ...period, ...paging });
  const history = useBalanceHistoryQuery({ pvzId: point.id, ...period });
  return (
    <Dialog open fullWidth maxWidth="lg" onClose={onClose} aria-labelledby="movements-title">
      <DialogTitle id="movements-title">Движения: {point.name}</DialogTitle>
      <DialogContent>
        {history.isError && <Alert severity="error">{errorMessage(history.error)}</Alert>}
        <BalanceHistoryChart days={history.data?.days ?? []} />
        <Tabs
          value={account}
          onChange={(_event, next: Payment) => {
            setAccount(next);
            setPaging((current) => ({ ...current, page: 0 }));
          }}
          sx={{ mb: 1 }}
        >
          <Tab value="cash" label="Наличные" />
          <Tab value="online" label="Онлайн" />
        </Tabs>
        <PagedRowsTable<Movement>
          answer={answer}
          columns={movementColumns}
          paging={paging}
          onPagingChange={setPaging}
          exportFileName={`Движения ${point.name} ${period.from} — ${period.to}`}
          emptyText={'Движений за период нет'}
        />
      </DialogContent>
    </Dialog>
  );
}
