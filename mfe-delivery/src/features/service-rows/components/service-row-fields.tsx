import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { percentToBp, serviceMoney } from '@pvz/contracts/goods-money';
import { rublesToKopecks } from '@pvz/contracts/money';
import { formatMoney } from '@pvz/ui/format';

/** The value and percent of one row as typed: roubles and a percent, either may be half-typed. */
export interface FeeInput {
  value: string;
  percent: string;
}

/** The fee the row will carry, by the money module the gateway uses; null while the input is not a number. */
export function feeOf(fields: FeeInput): number | null {
  const value = rublesToKopecks(fields.value || '0');
  const bp = percentToBp(Number(fields.percent.replace(',', '.')));
  return value === null || bp === null ? null : serviceMoney({ goodsValue: value, percentBp: bp }).due;
}

interface PlacesProps {
  destination: string;
  center: string;
  onDestination(id: string): void;
  onCenter(id: string): void;
}

/** «ПВЗ (доставка)» and «СЦ (доставка)» from the reference lists; '' is none. */
export function ServicePlaceSelects({ destination, center, onDestination, onCenter }: PlacesProps) {
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const select = (label: string, value: string, onChange: (id: string) => void, places: typeof noChoices.points) => (
    <TextField select fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">Не указан</MenuItem>
      {places.map((place) => (
        <MenuItem key={place.id} value={String(place.id)}>
          {place.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      {select('ПВЗ (доставка)', destination, onDestination, choices.deliveryPoints)}
      {select('СЦ (доставка)', center, onCenter, choices.deliveryCenters)}
    </Stack>
  );
}

interface FeeFieldsProps {
  label: string;
  fields: FeeInput;
  onChange(key: keyof FeeInput, text: string): void;
  valueError?: string;
  percentError?: string;
}

/** The goods value in roubles and its percent, with the fee they make under the value. */
export function ServiceFeeFields({ label, fields, onChange, valueError, percentError }: FeeFieldsProps) {
  const fee = feeOf(fields);
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={fields.value}
        inputMode="decimal"
        autoComplete="off"
        sx={{ flex: 2 }}
        onChange={(event) => onChange('value', event.target.value)}
        error={Boolean(valueError)}
        helperText={valueError ?? (fee === null ? ' ' : `К оплате: ${formatMoney(fee)}`)}
      />
      <TextField
        label="Процент"
        value={fields.percent}
        inputMode="decimal"
        autoComplete="off"
        sx={{ flex: 1 }}
        onChange={(event) => onChange('percent', event.target.value)}
        error={Boolean(percentError)}
        helperText={percentError ?? ' '}
      />
    </Stack>
  );
}
