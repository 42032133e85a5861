import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Choice, type Choices, noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import type { GoodsInput, GoodsRow } from '@pvz/contracts/api/goods';
import { type CounterKind, ROWS_PER_CREATION_MAX } from '@pvz/contracts/goods';
import { columnsOf, goodsKinds } from '@pvz/contracts/goods-columns';
import { FormDialog } from '@pvz/ui/form-dialog';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { levelOf, useColumnLevels } from '../../../hooks/use-column-levels';
import {
  type FieldKey,
  type FieldProblem,
  type FormField,
  type FormValues,
  formFieldsOf,
  formMessages,
  initialValues,
  quantityOf,
  quoteBodyOf,
  toGoodsInput,
} from '../form-fields';
import { useGoodsQuote } from '../hooks/use-goods-quote';
import { MoneyPreview } from './money-preview';
import { PhoneField } from './phone-field';

/** The choices of a reference field; the row's own value stays choosable even when the list lacks it. */
function optionsOf(key: FieldKey, choices: Choices, row?: GoodsRow): Choice[] {
  const list =
    key === 'dispatchPVZ'
      ? choices.points
      : key === 'orderPVZ'
        ? choices.sortingCenters
        : key === 'marketplace'
          ? choices.marketplaces
          : choices.orderAccounts;
  const own = row?.[key as keyof GoodsRow] as Choice | null | undefined;
  return own && !list.some((choice) => choice.id === own.id) ? [...list, own] : list;
}

/** Fields that take the form's whole width: the phone with its hints, the note. */
const wideFields: ReadonlySet<FormField['kind']> = new Set(['phone', 'longText']);

export interface GoodsFormDialogProps {
  kind: CounterKind;
  /** the row an edit changes; a creation without it */
  row?: GoodsRow;
  /** the point a new row goes to unless changed */
  pointId?: number;
  busy: boolean;
  refusal?: string;
  onSubmit(input: GoodsInput, quantity: number): void;
  onClose(): void;
}

/**
 * A goods row's form: the kind's columns the user may see, those they may not change disabled. The
 * phone's last digits find the client; the gateway quotes the percentage (the point × marketplace
 * table's until the user types one), the link's marketplace and the sums on every change.
 */
export function GoodsFormDialog({ kind, row, pointId, busy, refusal, onSubmit, onClose }: GoodsFormDialogProps) {
  const levels = useColumnLevels(kind);
  const fields = useMemo(() => formFieldsOf(kind, levels), [kind, levels]);
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, row, pointId));
  const [quantity, setQuantity] = useState('1');
  const [percentTyped, setPercentTyped] = useState(false);
  const [pointPicked, setPointPicked] = useState(false);
  // a marketplace the user chose wins over the one of the link
  const [marketplacePicked, setMarketplacePicked] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const creating = !row;
  const fieldOf = (key: FieldKey) => fields.find((field) => field.key === key);
  const set = (key: FieldKey, value: string | boolean) => setValues((current) => ({ ...current, [key]: value }));

  // what the user did not set is the gateway's to fill in: the percentage, the marketplace of the link
  const skip = new Set<FieldKey>(
    creating
      ? [...(percentTyped ? [] : ['percentClient' as const]), ...(marketplacePicked ? [] : ['marketplace' as const])]
      : [],
  );
  const quoteState = useGoodsQuote(kind, quoteBodyOf(fields, values, { row, skip }));
  const { quote } = quoteState;
  useEffect(() => {
    if (!creating || !quote) return;
    setValues((current) => ({
      ...current,
      ...(!percentTyped && quote.percent !== undefined && { percentClient: String(quote.percent).replace('.', ',') }),
      ...(!marketplacePicked &&
        fields.some((field) => field.key === 'marketplace' && field.writable) && {
          marketplace: quote.marketplace ? String(quote.marketplace.id) : '',
        }),
    }));
  }, [creating, quote, percentTyped, marketplacePicked, fields]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toGoodsInput(fields, values, { row, skip });
    if ('problem' in result) return setProblem(result.problem);
    const count = creating ? quantityOf(quantity) : 1;
    if (count === null) return setProblem({ field: 'quantity', error: formMessages.quantityInvalid });
    setProblem(null);
    onSubmit(result.input, count);
  };

  const errorOf = (key: FieldKey | 'quantity') => (problem?.field === key ? problem.error : undefined);
  const kindTitle = goodsKinds.find((info) => info.kind === kind)?.title ?? '';
  const columnTitle = (key: string) =>
    levelOf(levels, key) === 'hidden' ? undefined : columnsOf(kind).find((column) => column.key === key)?.title;

  const renderField = (field: FormField, index: number) => {
    const value = values[field.key];
    const text = typeof value === 'string' ? value : '';
    const common = {
      label: field.title,
      name: field.key,
      disabled: !field.writable,
      autoFocus: index === 0,
      error: Boolean(errorOf(field.key)),
      helperText: errorOf(field.key),
    };
    switch (field.kind) {
      case 'phone':
        return (
          <PhoneField
            kind={kind}
            label={field.title}
            value={text}
            disabled={!field.writable}
            autoFocus={index === 0}
            error={errorOf(field.key)}
            onChange={(phone) => set('fromName', phone)}
            onFound={({ pointId: foundPoint, name }) => {
              // the client's point, unless the user already picked one in this form
              if (foundPoint !== null && fieldOf('dispatchPVZ')?.writable && !pointPicked)
                set('dispatchPVZ', String(foundPoint));
              // the client's name, unless one is typed already
              if (name && fieldOf('name')?.writable)
                setValues((current) => (current.name ? current : { ...current, name }));
            }}
          />
        );
      case 'flag':
        return (
          <FormControlLabel
            disabled={!field.writable}
            control={<Checkbox checked={Boolean(value)} onChange={(event) => set(field.key, event.target.checked)} />}
            label={field.title}
          />
        );
      case 'point':
      case 'ref':
        return (
          <TextField
            {...common}
            select
            value={text}
            onChange={(event) => {
              if (field.kind === 'point') setPointPicked(true);
              if (field.key === 'marketplace') setMarketplacePicked(true);
              set(field.key, event.target.value);
            }}
          >
            {field.kind === 'ref' && (
              <MenuItem value="">
                <em>Не выбрано</em>
              </MenuItem>
            )}
            {optionsOf(field.key, choices, row).map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'money':
      case 'percent':
        return (
          <TextField
            {...common}
            value={text}
            autoComplete="off"
            inputMode="decimal"
            onChange={(event) => {
              if (field.kind === 'percent') setPercentTyped(true);
              set(field.key, event.target.value);
            }}
            slotProps={{
              input: {
                endAdornment: <InputAdornment position="end">{field.kind === 'money' ? '₽' : '%'}</InputAdornment>,
              },
            }}
          />
        );
      default:
        return (
          <TextField
            {...common}
            value={text}
            autoComplete="off"
            inputMode={field.kind === 'count' ? 'numeric' : undefined}
            multiline={field.kind === 'longText'}
            minRows={field.kind === 'longText' ? 2 : undefined}
            onChange={(event) => set(field.key, event.target.value)}
          />
        );
    }
  };

  return (
    <FormDialog
      title={row ? `Запись ${row.id}: изменить` : `Новая запись: ${kindTitle}`}
      submitLabel={row ? 'Сохранить' : 'Создать'}
      busy={busy}
      refusal={refusal}
      maxWidth="md"
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field, index) => (
          <Box key={field.key} sx={{ gridColumn: wideFields.has(field.kind) ? '1 / -1' : 'auto' }}>
            {renderField(field, index)}
          </Box>
        ))}
      </Box>
      <MoneyPreview {...quoteState} dueTitle={columnTitle('amountFromClient')} incomeTitle={columnTitle('profit')} />
      {creating && (
        <TextField
          label="Количество записей"
          name="quantity"
          value={quantity}
          autoComplete="off"
          inputMode="numeric"
          onChange={(event) => setQuantity(event.target.value)}
          error={Boolean(errorOf('quantity'))}
          helperText={errorOf('quantity') ?? `Одинаковых записей, от 1 до ${ROWS_PER_CREATION_MAX}`}
        />
      )}
    </FormDialog>
  );
}
