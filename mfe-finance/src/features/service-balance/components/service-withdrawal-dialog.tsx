import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { ServiceAction } from '@pvz/contracts/api/service-rows';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { AmountField, ChoiceField, NoteField } from '../../../components/form-fields';
import { useWithdrawalRecipientsQuery } from '../../balance/api/get-recipients';
import type { Period } from '../../balance/components/period';
import { useWithdrawFromServiceMutation } from '../api/service-balance-api';

type Problem = { field: 'amount' | 'recipient'; error: string };

/**
 * «Вывод» from the delivery or the sorting balance: cash to a person, online to the bank account, at
 * once. The sum is checked against the balance here for comfort; the gateway decides under its locks.
 */
export function ServiceWithdrawalDialog({
  action,
  balance,
  period,
  onClose,
}: {
  action: ServiceAction;
  balance: number;
  period: Period;
  onClose(): void;
}) {
  const [payment, setPayment] = useState<'cash' | 'online'>('cash');
  const [amount, setAmount] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const recipients = useWithdrawalRecipientsQuery(undefined, { skip: payment !== 'cash' }).data?.recipients ?? [];
  const [withdraw, withdrawing] = useWithdrawFromServiceMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks <= 0) return setProblem({ field: 'amount', error: messages.moneyInvalid });
    if (kopecks > balance) return setProblem({ field: 'amount', error: messages.withdrawalOverBalance });
    if (payment === 'cash' && !recipientId)
      return setProblem({ field: 'recipient', error: messages.incomeRecipientRequired });
    setProblem(null);
    try {
      const body = {
        action,
        payment,
        amount: kopecks,
        ...(payment === 'cash' && { recipientId: Number(recipientId) }),
        note,
        ...period,
      };
      await once(JSON.stringify(['service-withdrawal', body]), (operationId) =>
        withdraw({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(messages.serviceWithdrawn, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.error : undefined);

  return (
    <FormDialog
      title="Вывод средств"
      submitLabel="Вывести"
      busy={withdrawing.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup row value={payment} onChange={(event) => setPayment(event.target.value as 'cash' | 'online')}>
        <FormControlLabel value="cash" control={<Radio />} label="Наличные" />
        <FormControlLabel value="online" control={<Radio />} label="На расчётный счёт" />
      </RadioGroup>
      <Typography color="text.secondary">Доступно: {formatMoney(balance)}</Typography>
      <AmountField value={amount} onChange={setAmount} error={errorOf('amount')} autoFocus />
      {payment === 'cash' && (
        <ChoiceField
          label="Получатель"
          value={recipientId}
          onChange={setRecipientId}
          items={recipients}
          error={errorOf('recipient')}
        />
      )}
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}
