import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import type { PointBalance } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { AmountField, ChoiceField, NoteField } from '../../../components/form-fields';
import { useWithdrawalRecipientsQuery } from '../api/get-recipients';
import { useWithdrawIncomeMutation } from '../api/withdraw-income';
import type { IncomeRow } from './income-table';

type Problem = { field: 'amount' | 'recipient' | 'point'; error: string };

/**
 * «Вывод дохода»: a partner point's income from its own box to the owner, or a manager's income from
 * a box of their points to them. The sum is checked against what was earned here for comfort; the
 * gateway decides under its locks.
 */
export function IncomeWithdrawalDialog({
  row,
  points,
  onClose,
}: {
  row: IncomeRow;
  points: readonly PointBalance[];
  onClose(): void;
}) {
  const partner = row.earner === 'partner';
  const [pointId, setPointId] = useState(partner ? row.earnerId : (points[0]?.point.id ?? 0));
  const [amount, setAmount] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<string>();
  // one request, one operation: a retry after a lost answer repeats its id, a refused one gets a new id
  const once = useOperationIds();
  // a partner's income goes to its own people only
  const recipients = useWithdrawalRecipientsQuery({ pvzId: row.earnerId }, { skip: !partner }).data?.recipients ?? [];
  const [withdraw, withdrawing] = useWithdrawIncomeMutation();
  const { enqueueSnackbar } = useSnackbar();
  const cash = points.find((point) => point.point.id === pointId)?.cash.available;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks <= 0) return setProblem({ field: 'amount', error: messages.moneyInvalid });
    if (kopecks > row.available) return setProblem({ field: 'amount', error: messages.incomeOverEarned });
    if (!pointId) return setProblem({ field: 'point', error: messages.pointUnknown });
    if (partner && !recipientId) return setProblem({ field: 'recipient', error: messages.incomeRecipientRequired });
    setProblem(null);
    try {
      const body = {
        pvzId: pointId,
        amount: kopecks,
        ...(partner ? { recipientId: Number(recipientId) } : { managerId: row.earnerId }),
        note,
      };
      await once(JSON.stringify(['income-withdrawal', body]), (operationId) =>
        withdraw({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(messages.incomeWithdrawalCreated, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.error : undefined);

  return (
    <FormDialog
      title={`Вывод дохода: ${row.name}`}
      submitLabel="Создать заявку"
      busy={withdrawing.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>Доступно к выводу: {formatMoney(row.available)}</Typography>
      {partner ? (
        <Typography color="text.secondary">Наличные из кассы «{row.name}»</Typography>
      ) : (
        <TextField
          select
          label="Из кассы ПВЗ"
          value={pointId}
          onChange={(event) => setPointId(Number(event.target.value))}
          error={Boolean(errorOf('point'))}
          helperText={errorOf('point')}
        >
          {points.map(({ point }) => (
            <MenuItem key={point.id} value={point.id}>
              {point.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {cash !== undefined && <Typography color="text.secondary">В кассе доступно: {formatMoney(cash)}</Typography>}
      <AmountField value={amount} onChange={setAmount} error={errorOf('amount')} autoFocus />
      {partner ? (
        <ChoiceField
          label="Получатель"
          value={recipientId}
          onChange={setRecipientId}
          items={recipients}
          error={errorOf('recipient')}
          helperText={recipients.length === 0 ? 'У этого ПВЗ нет своих сотрудников' : undefined}
        />
      ) : (
        <Typography color="text.secondary">Получатель: {row.name}</Typography>
      )}
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}
