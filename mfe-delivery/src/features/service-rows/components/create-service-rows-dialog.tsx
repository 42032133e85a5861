import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { type ServiceAction, serviceActions, serviceActionTitle } from '@pvz/contracts/api/service-rows';
import { percentToBp, serviceMoney } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { FormDialog } from '@pvz/ui/form-dialog';
import { formatMoney } from '@pvz/ui/format';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useCreateServiceRowsMutation, useServiceCustomersQuery } from '../api/service-rows-api';

type Field = 'phone' | 'sorting' | 'delivery' | 'sortingPercent' | 'deliveryPercent';
type Fields = Record<ServiceAction, { value: string; percent: string }>;

/** The fee the row will carry, by the money module the gateway uses; null while the input is not a number. */
function feeOf(fields: Fields[ServiceAction]): number | null {
  const value = rublesToKopecks(fields.value || '0');
  const bp = percentToBp(Number(fields.percent.replace(',', '.')));
  return value === null || bp === null ? null : serviceMoney({ goodsValue: value, percentBp: bp }).due;
}

/**
 * «Добавить»: a customer (the last four digits of the phone find one served before and fill the rest),
 * the destination and the sorting centre, and the goods value and percent of each of the pair's rows
 * (the settings' default percent to start with).
 */
export function CreateServiceRowsDialog({ defaultPercent, onClose }: { defaultPercent: number; onClose(): void }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [destination, setDestination] = useState('');
  const [center, setCenter] = useState('');
  const [fields, setFields] = useState<Fields>({
    sorting: { value: '', percent: String(defaultPercent) },
    delivery: { value: '', percent: String(defaultPercent) },
  });
  const [problem, setProblem] = useState<{ field: Field; error: string } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const digits = phone.replace(/\D/g, '');
  const customers = useServiceCustomersQuery(digits.slice(-4), { skip: digits.length < 4 || digits.length >= 11 });
  const [create, creating] = useCreateServiceRowsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const setField = (action: ServiceAction, key: 'value' | 'percent', text: string) =>
    setFields((current) => ({ ...current, [action]: { ...current[action], [key]: text } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizePhone(phone);
    if (!normalized.ok) return setProblem({ field: 'phone', error: normalized.error });
    const parsed = serviceActions.map((action) => {
      const value = rublesToKopecks(fields[action].value || '0');
      const percent = Number(fields[action].percent.replace(',', '.'));
      return { action, value, percent, ok: percentToBp(percent) !== null };
    });
    for (const { action, value, ok } of parsed) {
      if (value === null) return setProblem({ field: action, error: messages.moneyInvalid });
      if (!ok) return setProblem({ field: `${action}Percent`, error: messages.servicePercentInvalid });
    }
    if (parsed.every(({ value }) => value === 0))
      return setProblem({ field: 'sorting', error: messages.serviceValueRequired });
    setProblem(null);
    const [sorting, delivery] = parsed.map(({ value, percent }) => ({
      purchaseOfGoods: value ?? 0,
      percentClient: percent,
    }));
    const body = {
      row: {
        name,
        fromName: normalized.phone,
        dispatchPVZ: destination ? Number(destination) : null,
        orderPVZ: center ? Number(center) : null,
      },
      sorting: sorting as { purchaseOfGoods: number; percentClient: number },
      delivery: delivery as { purchaseOfGoods: number; percentClient: number },
    };
    try {
      const answer = await once(JSON.stringify(['service-rows', body]), (operationId) =>
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
      title="Доставка и сортировка: новые строки"
      submitLabel="Добавить"
      busy={creating.isLoading}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <Autocomplete
        freeSolo
        options={customers.data?.customers ?? []}
        // the gateway found them by the digits; the typed text is formatted, so it would match none
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.phone)}
        renderOption={(props, option) => (
          <li {...props} key={option.phone}>
            {option.phone} — {option.name}
          </li>
        )}
        inputValue={phone}
        onInputChange={(_, typed, reason) => {
          if (reason === 'input') setPhone(formatPhoneInput(typed, phone));
        }}
        onChange={(_, picked) => {
          if (picked && typeof picked !== 'string') {
            setPhone(formatPhoneInput(picked.phone));
            setName(picked.name);
          }
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Телефон заказчика"
            autoFocus
            required
            helperText={errorOf('phone') ?? 'Последние 4 цифры найдут заказчика'}
            error={Boolean(errorOf('phone'))}
          />
        )}
      />
      <TextField label="Заказчик" value={name} onChange={(event) => setName(event.target.value)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          fullWidth
          label="ПВЗ (доставка)"
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
        >
          <MenuItem value="">Не указан</MenuItem>
          {choices.deliveryPoints.map((place) => (
            <MenuItem key={place.id} value={String(place.id)}>
              {place.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="СЦ (доставка)"
          value={center}
          onChange={(event) => setCenter(event.target.value)}
        >
          <MenuItem value="">Не указан</MenuItem>
          {choices.deliveryCenters.map((place) => (
            <MenuItem key={place.id} value={String(place.id)}>
              {place.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {serviceActions.map((action) => {
        const fee = feeOf(fields[action]);
        return (
          <Stack key={action} direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <TextField
              label={`Стоимость товаров: ${serviceActionTitle[action].toLowerCase()}, ₽`}
              value={fields[action].value}
              inputMode="decimal"
              autoComplete="off"
              sx={{ flex: 2 }}
              onChange={(event) => setField(action, 'value', event.target.value)}
              error={Boolean(errorOf(action))}
              helperText={errorOf(action) ?? (fee === null ? ' ' : `К оплате: ${formatMoney(fee)}`)}
            />
            <TextField
              label="Процент"
              value={fields[action].percent}
              inputMode="decimal"
              autoComplete="off"
              sx={{ flex: 1 }}
              onChange={(event) => setField(action, 'percent', event.target.value)}
              error={Boolean(errorOf(`${action}Percent`))}
              helperText={errorOf(`${action}Percent`) ?? ' '}
            />
          </Stack>
        );
      })}
      <Typography variant="body2" color="text.secondary">
        Всегда создаются две строки: «Сортировка» и «Доставка».
      </Typography>
    </FormDialog>
  );
}
