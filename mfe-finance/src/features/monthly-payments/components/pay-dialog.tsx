import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { type MonthlyPayment, monthlyPaymentKindTitle } from '@pvz/contracts/api/monthly-payments';
import { messages } from '@pvz/contracts/messages';
import { formatMoscowDate } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useMonthlyPayersQuery, usePayMonthlyMutation } from '../api/pay-monthly';

/** «Оплатить» with the amount stated: cashless from the bank account, cash from the payer's cash (me by default). */
export function PayDialog({ month, row, onClose }: { month: string; row: MonthlyPayment; onClose(): void }) {
  const session = useSession();
  const cash = row.kind === 'cash';
  const payers = useMonthlyPayersQuery(undefined, { skip: !cash }).data?.payers ?? [];
  const [payerId, setPayerId] = useState<number | ''>(session.status === 'staff' ? session.user.id : '');
  const [refusal, setRefusal] = useState<string>();
  // one request, one operation: a retry after a lost answer repeats its id, a refused one gets a new id
  const once = useOperationIds();
  const [pay, paying] = usePayMonthlyMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const body = {
        month,
        templateId: row.templateId,
        ...(cash && payerId !== '' ? { payerId } : {}),
      };
      await once(JSON.stringify(['monthly-payment', body]), (operationId) => pay({ operationId, ...body }).unwrap());
      enqueueSnackbar(messages.monthlyPaid, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={`Оплатить ${formatMoney(row.amount)}?`}
      submitLabel={`Оплатить ${formatMoney(row.amount)}`}
      busy={paying.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        {row.company}, {row.point.name}: {monthlyPaymentKindTitle[row.kind].toLowerCase()}, срок{' '}
        {formatMoscowDate(`${row.dueOn}T12:00:00Z`)}
      </Typography>
      {cash ? (
        <TextField
          select
          label="Кто платит"
          value={payerId}
          onChange={(event) => setPayerId(Number(event.target.value))}
        >
          {payers.map((payer) => (
            <MenuItem key={payer.id} value={payer.id}>
              {payer.name}: на руках {formatMoney(payer.cash)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography color="text.secondary">С расчётного счёта</Typography>
      )}
    </FormDialog>
  );
}
