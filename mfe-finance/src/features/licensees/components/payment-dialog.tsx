import type { LicenseeBalance } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import { useDialogAction } from '@pvz/ui/use-dialog-action';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { AmountField, NoteField } from '../../../components/form-fields';
import { usePayLicenseeMutation } from '../api/licensees-api';

/** A payment received from a licensee into the main bank, on the day of the bank's statement. */
export function PaymentDialog({ row, onClose }: { row: LicenseeBalance; onClose(): void }) {
  const [amount, setAmount] = useState(row.owed > 0 ? String(row.owed / 100).replace('.', ',') : '');
  const [paidOn, setPaidOn] = useState(moscowDay());
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pay, paying] = usePayLicenseeMutation();
  const { run, refusal } = useDialogAction(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks <= 0) return setProblem(messages.moneyInvalid);
    setProblem(undefined);
    const body = { licenseeId: row.licensee.id, amount: kopecks, paidOn, note };
    await run(JSON.stringify(['licensee-payment', body]), (operationId) => pay({ operationId, ...body }).unwrap());
  };

  return (
    <FormDialog
      title={`Оплата: ${row.licensee.name}`}
      submitLabel="Записать оплату"
      busy={paying.isLoading}
      refusal={refusal ?? (row.owed > 0 ? `Долг: ${formatMoney(row.owed)}` : undefined)}
      onSubmit={submit}
      onClose={onClose}
    >
      <AmountField value={amount} onChange={setAmount} error={problem} autoFocus />
      <RussianDates>
        <DatePicker
          label="Дата оплаты"
          value={dayjs(paidOn)}
          onChange={(day) => day?.isValid() && setPaidOn(day.format('YYYY-MM-DD'))}
        />
      </RussianDates>
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}
