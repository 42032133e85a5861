import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { Movement } from '@pvz/contracts/api/balance';
import { useState } from 'react';
import { PagedRowsTable } from '../../../components/paged-rows-table';
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
        <PagedRowsTable<Movement>
          answer={answer}
          columns={movementColumns}
          paging={paging}
          onPagingChange={setPaging}
          exportFileName={`Движения ${balance.account} ${period.from} — ${period.to}`}
          emptyText={'Движений за период нет'}
        />
      </DialogContent>
    </Dialog>
  );
}
