import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import {
  type AdvanceKind,
  type AdvancePayment,
  advanceKindTitle,
  type CreditKind,
  creditKinds,
} from '@pvz/contracts/api/advance-report';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { AmountField, ChoiceField, NoteField } from '../../../components/form-fields';
import { useWithdrawalRecipientsQuery } from '../../balance/api/get-recipients';
import { useCreateAdvanceRowMutation } from '../api/advance-report-api';
import { type Receipt, ReceiptsField } from './receipts-field';

type Field = 'category' | 'company' | 'point' | 'recipient' | 'amount';
/** What the first choice offers: the credit moves are one choice, with the move picked below it. */
type Group = Exclude<AdvanceKind, CreditKind> | 'credit';
const creditChoices = creditKinds.map((id) => ({ id, name: advanceKindTitle[id] }));

/**
 * A new row of the advance report: an expense (category, company, point unless the category has
 * none), a transfer of cash to a colleague (they confirm it), or the director's top-up and credit
 * moves. The same rules the gateway applies are checked here first, with its messages.
 */
export function AdvanceRowDialog({ isDirector, onClose }: { isDirector: boolean; onClose(): void }) {
  const [group, setGroup] = useState<Group>('expense');
  const [creditKind, setCreditKind] = useState<CreditKind>('credit-new');
  const kind: AdvanceKind = group === 'credit' ? creditKind : group;
  const [payment, setPayment] = useState<AdvancePayment>('cash');
  const [categoryId, setCategoryId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [pvzId, setPvzId] = useState('');
  const [recipientId, setRecipientId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const [problem, setProblem] = useState<{ field: Field; error: string } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const recipients = useWithdrawalRecipientsQuery(undefined, { skip: kind !== 'transfer' }).data?.recipients ?? [];
  const [create, creating] = useCreateAdvanceRowMutation();
  const { enqueueSnackbar } = useSnackbar();
  const category = choices.categories.find((item) => String(item.id) === categoryId);
  const needsPoint = kind === 'expense' && !category?.withoutPoint;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    const fail = (field: Field, error: string) => setProblem({ field, error });
    if (kind === 'expense' && !categoryId) return fail('category', messages.advanceCategoryRequired);
    if (kind === 'expense' && !companyId) return fail('company', messages.advanceCompanyRequired);
    if (needsPoint && !pvzId) return fail('point', messages.advancePointRequired);
    if (kind === 'transfer' && !recipientId) return fail('recipient', messages.advanceRecipientRequired);
    if (kopecks === null || kopecks <= 0) return fail('amount', messages.moneyInvalid);
    setProblem(null);
    const body = {
      kind,
      payment: kind === 'transfer' ? ('cash' as const) : payment,
      categoryId: kind === 'expense' ? Number(categoryId) : null,
      companyId: companyId ? Number(companyId) : null,
      pvzId: needsPoint ? Number(pvzId) : null,
      recipientId: kind === 'transfer' ? Number(recipientId) : null,
      amount: kopecks,
      note,
      fileIds: receipts.map((receipt) => receipt.id),
    };
    try {
      const answer = await once(JSON.stringify(['advance-row', body]), (operationId) =>
        create({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Field) => (problem?.field === field ? problem.error : undefined);
  return (
    <FormDialog
      title="Новая запись авансового отчёта"
      submitLabel="Добавить"
      busy={creating.isLoading}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup row value={group} onChange={(event) => setGroup(event.target.value as Group)} aria-label="Что">
        {(['expense', 'transfer', ...(isDirector ? (['top-up', 'credit'] as const) : [])] as Group[]).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={value === 'credit' ? 'Кредит' : advanceKindTitle[value]}
          />
        ))}
      </RadioGroup>
      {group === 'credit' && (
        <ChoiceField
          label="Движение кредита"
          value={creditKind}
          onChange={(value) => setCreditKind(value as CreditKind)}
          items={creditChoices}
        />
      )}
      {kind !== 'transfer' && (
        <RadioGroup
          row
          value={payment}
          onChange={(event) => setPayment(event.target.value as AdvancePayment)}
          aria-label="Как"
        >
          <FormControlLabel value="cash" control={<Radio />} label="Наличные" />
          <FormControlLabel value="cashless" control={<Radio />} label="Безнал" />
        </RadioGroup>
      )}
      {kind === 'expense' && (
        <ChoiceField
          label="Статья расхода"
          value={categoryId}
          onChange={setCategoryId}
          items={choices.categories}
          error={errorOf('category')}
        />
      )}
      {kind === 'expense' && (
        <ChoiceField
          label="Компания"
          value={companyId}
          onChange={setCompanyId}
          items={choices.companies}
          error={errorOf('company')}
        />
      )}
      {needsPoint && (
        <ChoiceField label="ПВЗ" value={pvzId} onChange={setPvzId} items={choices.points} error={errorOf('point')} />
      )}
      {kind === 'transfer' && (
        <ChoiceField
          label="Получатель"
          value={recipientId}
          onChange={setRecipientId}
          items={recipients}
          error={errorOf('recipient')}
        />
      )}
      <AmountField value={amount} onChange={setAmount} error={errorOf('amount')} />
      <NoteField value={note} onChange={setNote} />
      <ReceiptsField value={receipts} onChange={setReceipts} onError={setRefusal} />
    </FormDialog>
  );
}
