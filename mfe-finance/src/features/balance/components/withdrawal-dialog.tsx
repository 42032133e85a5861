import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { Payment, PointBalance } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { AmountField, ChoiceField, NoteField } from '../../../components/form-fields';
import { useCreateWithdrawalMutation } from '../api/create-withdrawal';
import { useWithdrawalRecipientsQuery } from '../api/get-recipients';

type Problem = { field: 'amount' | 'recipient'; error: string };

/**
 * «Заявка на вывод средств»: from a point's cash (reserved until the recipient confirms receipt) or
 * online money (moved at once). The sum is checked against what is available here for comfort; the
 * gateway decides under its locks.
 */
export function WithdrawalDialog({
  points,
  initialPointId,
  onClose,
}: {
  points: readonly PointBalance[];
  initialPointId?: number;
  onClose(): void;
}) {
  const [pointId, setPointId] = useState(initialPointId ?? points[0]?.point.id ?? 0);
  const [payment, setPayment] = useState<Payment>('cash');
  const [amount, setAmount] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<string>();
  // one request, one operation: a second click or a retry after a lost answer does not ask twice
  const once = useOperationIds();
  const recipients = useWithdrawalRecipientsQuery(undefined).data?.recipients ?? [];
  const [create, creating] = useCreateWithdrawalMutation();
  const { enqueueSnackbar } = useSnackbar();
  const available = points.find((point) => point.point.id === pointId)?.[payment].available ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks <= 0) return setProblem({ field: 'amount', error: messages.moneyInvalid });
    if (kopecks > available) return setProblem({ field: 'amount', error: messages.withdrawalOverBalance });
    if (!recipientId) return setProblem({ field: 'recipient', error: messages.recipientUnknown });
    setProblem(null);
    try {
      const body = {
        pvzId: pointId,
        payment,
        amount: kopecks,
        recipientId: Number(recipientId),
        note,
      };
      await once(JSON.stringify(['withdrawal', body]), (operationId) => create({ operationId, ...body }).unwrap());
      enqueueSnackbar(messages.withdrawalCreated, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.error : undefined);

  return (
    <FormDialog
      title="Заявка на вывод средств"
      submitLabel="Создать заявку"
      busy={creating.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField select label="ПВЗ" value={pointId} onChange={(event) => setPointId(Number(event.target.value))}>
        {points.map(({ point }) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
      <RadioGroup row value={payment} onChange={(event) => setPayment(event.target.value as Payment)}>
        <FormControlLabel value="cash" control={<Radio />} label="Наличные" />
        <FormControlLabel value="online" control={<Radio />} label="Онлайн" />
      </RadioGroup>
      <Typography color="text.secondary">Доступно: {formatMoney(available)}</Typography>
      <AmountField value={amount} onChange={setAmount} error={errorOf('amount')} autoFocus />
      <ChoiceField
        label="Получатель"
        value={recipientId}
        onChange={setRecipientId}
        items={recipients}
        error={errorOf('recipient')}
      />
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}
