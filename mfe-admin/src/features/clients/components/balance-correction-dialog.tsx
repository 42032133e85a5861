import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import type { ClientListItem } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useAdminUpdateClientBalanceMutation } from '../api/update-sum-balance';

interface BalanceCorrectionDialogProps {
  client: ClientListItem;
  onClose(): void;
}

/**
 * Credits or debits a client's bonus balance with a reason, after a confirmation. One operation id
 * per opened dialog: a retried confirm moves the balance once.
 */
export function BalanceCorrectionDialog({ client, onClose }: BalanceCorrectionDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [update, { isLoading }] = useAdminUpdateClientBalanceMutation();
  const [operationId] = useState(() => crypto.randomUUID());
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason'; error: string } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks === 0) return setProblem({ field: 'amount', error: messages.balanceAmountZero });
    if (reason.trim() === '') return setProblem({ field: 'reason', error: messages.balanceReasonEmpty });
    setProblem(null);
    setConfirming(direction === 'credit' ? kopecks : -kopecks);
  };

  const confirm = async () => {
    if (confirming === null) return;
    try {
      await update({ id: client.id, balance: confirming, reason: reason.trim(), operationId }).unwrap();
      enqueueSnackbar(messages.balanceUpdated, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      setConfirming(null);
    }
  };

  return (
    <>
      <FormDialog
        title={`Баланс клиента ${client.phoneNumber}`}
        submitLabel="Далее"
        busy={false}
        refusal={refusal}
        onSubmit={submit}
        onClose={onClose}
      >
        <RadioGroup
          row
          aria-label="Операция"
          value={direction}
          onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
        >
          <FormControlLabel value="credit" control={<Radio />} label="Начислить" />
          <FormControlLabel value="debit" control={<Radio />} label="Списать" />
        </RadioGroup>
        <TextField
          label="Сумма, ₽"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={problem?.field === 'amount'}
          helperText={problem?.field === 'amount' ? problem.error : `Сейчас на балансе ${formatMoney(client.balance)}`}
          autoFocus
        />
        <TextField
          label="Причина"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem?.field === 'reason'}
          helperText={problem?.field === 'reason' ? problem.error : undefined}
          multiline
          minRows={2}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title="Изменить баланс?"
        confirmLabel={confirming !== null && confirming < 0 ? 'Списать' : 'Начислить'}
        destructive={confirming !== null && confirming < 0}
        busy={isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {confirming !== null &&
          `${confirming < 0 ? 'Списать с баланса' : 'Начислить на баланс'} клиента ${client.phoneNumber} ${formatMoney(Math.abs(confirming))}. Причина: «${reason.trim()}».`}
      </ConfirmDialog>
    </>
  );
}
