import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { type ServiceAction, serviceActions, serviceActionTitle } from '@pvz/contracts/api/service-rows';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { rublesToKopecks } from '@pvz/contracts/money';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useCreateServiceRowsMutation, useServiceCustomersQuery } from '../api/service-rows-api';
import { type FeeInput, ServiceFeeFields, ServicePlaceSelects } from './service-row-fields';

type Field = 'phone' | 'sorting' | 'delivery' | 'sortingPercent' | 'deliveryPercent';
type Fields = Record<ServiceAction, FeeInput>;

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
  const digits = phone.replace(/\D/g, '');
  const customers = useServiceCustomersQuery(digits.slice(-4), { skip: digits.length < 4 || digits.length >= 11 });
  const [create, creating] = useCreateServiceRowsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const setField = (action: ServiceAction, key: keyof FeeInput, text: string) =>
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
      <ServicePlaceSelects
        destination={destination}
        center={center}
        onDestination={setDestination}
        onCenter={setCenter}
      />
      {serviceActions.map((action) => (
        <ServiceFeeFields
          key={action}
          label={`Стоимость товаров: ${serviceActionTitle[action].toLowerCase()}, ₽`}
          fields={fields[action]}
          onChange={(key, text) => setField(action, key, text)}
          valueError={errorOf(action)}
          percentError={errorOf(`${action}Percent`)}
        />
      ))}
      <Typography variant="body2" color="text.secondary">
        Всегда создаются две строки: «Сортировка» и «Доставка».
      </Typography>
    </FormDialog>
  );
}
