import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { RussianDates } from '../../../components/russian-dates';

/** A month and year, picked in Russian («ноябрь 2026»); answers the month's first day. */
export function MonthPicker({ value, onChange }: { value: string; onChange(month: string): void }) {
  return (
    <RussianDates>
      <DatePicker
        label="Месяц"
        views={['year', 'month']}
        openTo="month"
        format="MMMM YYYY"
        value={dayjs(value)}
        onChange={(day) => {
          if (day?.isValid()) onChange(day.startOf('month').format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 220 } } }}
      />
    </RussianDates>
  );
}
