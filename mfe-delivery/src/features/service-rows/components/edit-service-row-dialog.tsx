import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { type EditServiceRowBody, type ServiceRow, serviceActionTitle } from '@pvz/contracts/api/service-rows';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { kopecksToRubles, rublesToKopecks } from '@pvz/contracts/money';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { FormDialog } from '@pvz/ui/form-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useEditServiceRowMutation } from '../api/service-rows-api';
import { type FeeInput, ServiceFeeFields, ServicePlaceSelects } from './service-row-fields';
import { useServiceColumnLevels } from './use-service-column-levels';

type Field = 'phone' | 'value' | 'percent';
type Problem = { field: Field; error: string };

const idText = (place: ServiceRow['dispatchPVZ']) => (place ? String(place.id) : '');
const idOf = (text: string) => (text ? Number(text) : null);

/**
 * «Изменить» of one unpaid row: the customer, the places, the value and the percent; only what
 * changed is sent (each is a column the gateway checks the caller may write), the fee follows.
 * Only the columns the caller may write are offered. The pair's other row keeps its own fields.
 */
export function EditServiceRowDialog({ row, onClose }: { row: ServiceRow; onClose(): void }) {
  const [phone, setPhone] = useState(formatPhoneInput(row.fromName ?? ''));
  const [name, setName] = useState(row.name ?? '');
  const [destination, setDestination] = useState(idText(row.dispatchPVZ));
  const [center, setCenter] = useState(idText(row.orderPVZ));
  const [fee, setFee] = useState<FeeInput>({
    value: row.purchaseOfGoods === undefined ? '' : String(kopecksToRubles(row.purchaseOfGoods)),
    percent: String(row.percentClient ?? ''),
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const once = useOperationIds();
  const [edit, editing] = useEditServiceRowMutation();
  const { enqueueSnackbar } = useSnackbar();
  const levels = useServiceColumnLevels();
  const writes = (key: keyof EditServiceRowBody['row']) => key in row && levels[key] === 'write';

  /** The fields that differ from the row, checked as the gateway will, or the first problem. */
  const changes = (): { changed: EditServiceRowBody['row'] } | { problem: Problem } => {
    const changed: EditServiceRowBody['row'] = {};
    if (writes('fromName')) {
      const normalized = normalizePhone(phone);
      if (!normalized.ok) return { problem: { field: 'phone', error: normalized.error } };
      if (normalized.phone !== row.fromName) changed.fromName = normalized.phone;
    }
    if (writes('name') && name.trim() !== row.name) changed.name = name;
    if (writes('dispatchPVZ') && idOf(destination) !== (row.dispatchPVZ?.id ?? null))
      changed.dispatchPVZ = idOf(destination);
    if (writes('orderPVZ') && idOf(center) !== (row.orderPVZ?.id ?? null)) changed.orderPVZ = idOf(center);
    if (writes('purchaseOfGoods')) {
      // an emptied field is a mistake, not a zero
      const value = fee.value.trim() ? rublesToKopecks(fee.value) : null;
      if (value === null) return { problem: { field: 'value', error: messages.moneyInvalid } };
      if (value !== row.purchaseOfGoods) changed.purchaseOfGoods = value;
    }
    if (writes('percentClient')) {
      const percent = Number(fee.percent.replace(',', '.'));
      if (!fee.percent.trim() || percentToBp(percent) === null)
        return { problem: { field: 'percent', error: messages.servicePercentInvalid } };
      if (percent !== row.percentClient) changed.percentClient = percent;
    }
    return { changed };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = changes();
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    const { changed } = checked;
    if (Object.keys(changed).length === 0) return setRefusal(messages.serviceRowNothingChanged);
    const body = { id: row.id, row: changed };
    try {
      const answer = await once(JSON.stringify(['service-row', body]), (operationId) =>
        edit({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const errorOf = (field: Field) => (problem?.field === field ? problem.error : undefined);
  const action = row.nameOfAction ? ` «${serviceActionTitle[row.nameOfAction]}»` : '';

  return (
    <FormDialog
      title={`Строка ${row.id}${action}: изменить`}
      submitLabel="Сохранить"
      busy={editing.isLoading}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {writes('fromName') && (
        <TextField
          label="Телефон заказчика"
          autoFocus
          required
          value={phone}
          onChange={(event) => setPhone(formatPhoneInput(event.target.value, phone))}
          error={Boolean(errorOf('phone'))}
          helperText={errorOf('phone') ?? ' '}
        />
      )}
      {writes('name') && <TextField label="Заказчик" value={name} onChange={(event) => setName(event.target.value)} />}
      {writes('dispatchPVZ') && writes('orderPVZ') && (
        <ServicePlaceSelects
          destination={destination}
          center={center}
          onDestination={setDestination}
          onCenter={setCenter}
        />
      )}
      {writes('purchaseOfGoods') && writes('percentClient') && (
        <ServiceFeeFields
          label="Стоимость товаров, ₽"
          fields={fee}
          onChange={(key, text) => {
            setFee((current) => ({ ...current, [key]: text }));
            // the fee shows again once the field is corrected
            setProblem(null);
          }}
          valueError={errorOf('value')}
          percentError={errorOf('percent')}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        Меняется только эта строка: вторая строка пары остаётся как была.
      </Typography>
    </FormDialog>
  );
}
