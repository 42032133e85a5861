import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { type Withdrawal, withdrawalPurposeTitle, withdrawalStatusTitle } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { dateTimeColumn, moneyColumn } from '@pvz/ui/columns';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { DataTable } from '@pvz/ui/data-table';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useWithdrawalStepMutation, type WithdrawalStep } from '../api/withdrawal-step';

const stepDone: Record<WithdrawalStep, string> = {
  'hand-over': messages.withdrawalHandedOver,
  receive: messages.withdrawalReceived,
  cancel: messages.withdrawalCancelled,
};

/** The withdrawals with the step each user may take: hand over at the point, confirm receipt, cancel. */
export function WithdrawalsTable({ rows, loading }: { rows: readonly Withdrawal[]; loading: boolean }) {
  const session = useSession();
  const me = session.status === 'staff' ? session.user : null;
  const [step, { isLoading }] = useWithdrawalStepMutation();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const take = async (name: WithdrawalStep, withdrawal: Withdrawal) => {
    try {
      await step({ step: name, id: withdrawal.id, operationId: crypto.randomUUID() }).unwrap();
      enqueueSnackbar(stepDone[name], { variant: 'success' });
      setCancelling(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const columns: GridColDef<Withdrawal>[] = [
    dateTimeColumn<Withdrawal>('createdAt', 'Создана'),
    { field: 'point', headerName: 'ПВЗ', width: 160, valueGetter: (value: Withdrawal['point']) => value.name },
    moneyColumn<Withdrawal>('amount', 'Сумма'),
    {
      field: 'purpose',
      headerName: 'Что',
      width: 190,
      valueFormatter: (value: Withdrawal['purpose']) => withdrawalPurposeTitle[value],
    },
    {
      field: 'payment',
      headerName: 'Как',
      width: 110,
      valueFormatter: (value: string) => (value === 'cash' ? 'Наличные' : 'Онлайн'),
    },
    {
      field: 'recipient',
      headerName: 'Получатель',
      width: 150,
      valueGetter: (value: Withdrawal['recipient']) => value.name,
    },
    {
      field: 'status',
      headerName: 'Статус',
      width: 190,
      valueFormatter: (value: Withdrawal['status']) => withdrawalStatusTitle[value],
    },
    { field: 'note', headerName: 'Комментарий', width: 180 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Действия',
      width: 260,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          {row.status === 'requested' && row.payment === 'cash' && (
            <Button size="small" disabled={isLoading} onClick={() => take('hand-over', row)}>
              Выдать
            </Button>
          )}
          {row.status === 'handed-over' && row.recipient.id === me?.id && (
            <Button size="small" variant="contained" disabled={isLoading} onClick={() => take('receive', row)}>
              Получил
            </Button>
          )}
          {(row.status === 'requested' || row.status === 'handed-over') && me?.role === ADMIN_ROLE && (
            <Button size="small" color="error" onClick={() => setCancelling(row)}>
              Отменить
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable<Withdrawal>
        rows={[...rows]}
        columns={columns}
        loading={loading}
        exportFileName="Заявки на вывод средств"
        exportTotals={['amount']}
        autoHeight
        // every column stays rendered: a row is whole in the page (found by its text, read out in full)
        columnBufferPx={4000}
        localeText={{ noRowsLabel: 'Заявок нет: создайте её кнопкой «Заявка на вывод»' }}
        sx={{ bgcolor: 'background.paper' }}
      />
      {cancelling && (
        <ConfirmDialog
          open
          title="Отменить заявку?"
          confirmLabel="Отменить заявку"
          destructive
          busy={isLoading}
          onConfirm={() => take('cancel', cancelling)}
          onClose={() => setCancelling(null)}
        >
          Заявка на {formatMoney(cancelling.amount)} ({cancelling.point.name}, получатель {cancelling.recipient.name})
          будет отменена, деньги останутся на балансе ПВЗ.
        </ConfirmDialog>
      )}
    </>
  );
}
