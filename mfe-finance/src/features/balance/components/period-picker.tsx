import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs, { type Dayjs } from 'dayjs';
import { type Period, quickPeriods } from './period';

/** A period by two Russian date pickers (typed as ДД.ММ.ГГГГ or picked), or by one of the quick picks. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const pick = (end: keyof Period) => (day: Dayjs | null) => {
    if (day?.isValid()) onChange({ ...value, [end]: day.format('YYYY-MM-DD') });
  };
  const wrong = value.from > value.to;
  return (
    <RussianDates>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <DatePicker
          label="С"
          value={dayjs(value.from)}
          onChange={pick('from')}
          slotProps={{ textField: { size: 'small', sx: { width: 170 }, error: wrong } }}
        />
        <DatePicker
          label="По"
          value={dayjs(value.to)}
          onChange={pick('to')}
          slotProps={{
            textField: {
              size: 'small',
              sx: { width: 170 },
              error: wrong,
              helperText: wrong ? 'Начало позже конца' : undefined,
            },
          }}
        />
        {quickPeriods().map(({ title, period }) => (
          <Chip
            key={title}
            label={title}
            clickable
            color={period.from === value.from && period.to === value.to ? 'primary' : 'default'}
            onClick={() => onChange(period)}
          />
        ))}
      </Stack>
    </RussianDates>
  );
}
