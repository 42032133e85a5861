import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import type { Movement } from '@pvz/contracts/api/balance';
import { DataTable } from '@pvz/ui/data-table';
import { useState } from 'react';
import { movementColumns } from '../../balance/components/movement-columns';
import type { Period } from '../../balance/components/period';
import { usePersonalMovementsQuery } from '../api/advance-report-api';

/** The moves behind a person's cash or a bank's balance in the period, newest first, paged on the server. */
export function PersonalMovementsDialog({
  balance,
  period,
  onClose,
}: {
  balance: { code: string; account: string };
  period: Period;
  onClose(): void;
}) {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const answer = usePersonalMovementsQuery({ code: balance.code, ...period, ...paging });
  return (
    <Dialog open fullWidth maxWidth="lg" onClose={onClose} aria-labelledby="personal-movements-title">
      <DialogTitle id="personal-movements-title">Движения: {balance.account}</DialogTitle>
      <DialogContent>
        {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <DataTable<Movement>
          rows={answer.data?.rows ?? []}
          rowCount={answer.data?.total ?? 0}
          columns={movementColumns}
          loading={answer.isFetching}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          exportFileName={`Движения ${balance.account} ${period.from} — ${period.to}`}
          autoHeight
          localeText={{ noRowsLabel: 'Движений за период нет' }}
        />
      </DialogContent>
    </Dialog>
  );
}
