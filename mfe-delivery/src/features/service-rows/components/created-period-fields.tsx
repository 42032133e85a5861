import Stack from '@mui/material/Stack';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs, { type Dayjs } from 'dayjs';

/** Days `YYYY-MM-DD` the rows were created in; an end left empty is open. */
export interface CreatedPeriod {
  from: string | null;
  to: string | null;
}

export const periodReversed = ({ from, to }: CreatedPeriod) => from !== null && to !== null && from > to;

/** The period of the rows' creation: two Russian date pickers, either of them clearable. */
export function CreatedPeriodFields({
  value,
  onChange,
}: {
  value: CreatedPeriod;
  onChange(period: CreatedPeriod): void;
}) {
  const pick = (end: keyof CreatedPeriod) => (day: Dayjs | null) => {
    if (day === null) onChange({ ...value, [end]: null });
    else if (day.isValid()) onChange({ ...value, [end]: day.format('YYYY-MM-DD') });
  };
  const wrong = periodReversed(value);
  const field = (end: keyof CreatedPeriod, label: string) => (
    <DatePicker
      label={label}
      value={value[end] === null ? null : dayjs(value[end])}
      onChange={pick(end)}
      slotProps={{
        textField: {
          size: 'small',
          sx: { width: 170 },
          error: wrong,
          helperText: wrong && end === 'to' ? 'Начало позже конца' : undefined,
        },
        field: { clearable: true },
      }}
    />
  );
  return (
    <RussianDates>
      <Stack direction="row" sx={{ gap: 1.5 }}>
        {field('from', 'Создано с')}
        {field('to', 'Создано по')}
      </Stack>
    </RussianDates>
  );
}
