import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { MonthlyPayment, MonthlyPaymentKind } from '@pvz/contracts/api/monthly-payments';
import { messages } from '@pvz/contracts/messages';
import { kopecksToRublesInput, rublesToKopecks } from '@pvz/contracts/money';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useCreateMonthlyTemplateMutation, useEditMonthlyTemplateMutation } from '../api/save-template';

type Field = 'point' | 'company' | 'amount';

/** A recurring expense added (due from the month shown) or changed (the months already paid keep theirs). */
export function TemplateDialog({
  month,
  editing,
  onClose,
}: {
  month: string;
  editing: MonthlyPayment | null;
  onClose(): void;
}) {
  const points = useReferenceChoicesQuery().data?.points ?? [];
  const [pointId, setPointId] = useState<number | ''>(editing?.point.id ?? '');
  const [company, setCompany] = useState(editing?.company ?? '');
  const [amount, setAmount] = useState(editing ? kopecksToRublesInput(editing.amount) : '');
  const [kind, setKind] = useState<MonthlyPaymentKind>(editing?.kind ?? 'cashless');
  const [note, setNote] = useState(editing?.note ?? '');
  const [problem, setProblem] = useState<{ field: Field; error: string } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [create, creating] = useCreateMonthlyTemplateMutation();
  const [edit, saving] = useEditMonthlyTemplateMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (pointId === '') return setProblem({ field: 'point', error: messages.pointUnknown });
    if (company.trim() === '') return setProblem({ field: 'company', error: messages.monthlyCompanyRequired });
    if (kopecks === null || kopecks <= 0) return setProblem({ field: 'amount', error: messages.moneyInvalid });
    setProblem(null);
    const fields = { month, pvzId: pointId, company, amount: kopecks, kind, note };
    try {
      if (editing) await edit({ ...fields, id: editing.templateId }).unwrap();
      else await create(fields).unwrap();
      enqueueSnackbar(editing ? messages.monthlyTemplateSaved : messages.monthlyTemplateCreated, {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Field) => (problem?.field === field ? problem.error : undefined);

  return (
    <FormDialog
      title={editing ? 'Изменить платёж' : 'Новый ежемесячный платёж'}
      submitLabel={editing ? 'Сохранить' : 'Добавить'}
      busy={creating.isLoading || saving.isLoading}
      refusal={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        label="ПВЗ"
        value={pointId}
        autoFocus
        onChange={(event) => setPointId(Number(event.target.value))}
        error={Boolean(errorOf('point'))}
        helperText={errorOf('point')}
      >
        {points.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Компания"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        error={Boolean(errorOf('company'))}
        helperText={errorOf('company')}
      />
      <TextField
        label="Сумма, ₽"
        value={amount}
        autoComplete="off"
        inputMode="decimal"
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(errorOf('amount'))}
        helperText={errorOf('amount')}
      />
      <RadioGroup row value={kind} onChange={(event) => setKind(event.target.value as MonthlyPaymentKind)}>
        <FormControlLabel value="cashless" control={<Radio />} label="Безнал" />
        <FormControlLabel value="cash" control={<Radio />} label="Наличные" />
      </RadioGroup>
      <TextField
        label="Комментарий"
        value={note}
        multiline
        minRows={2}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
