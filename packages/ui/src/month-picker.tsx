import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs from 'dayjs';

/** A month and year, picked in Russian («ноябрь 2026»); answers the month's first day. */
export function MonthPicker({
  value,
  onChange,
  label = 'Месяц',
}: {
  value: string;
  onChange(month: string): void;
  label?: string;
}) {
  return (
    <RussianDates>
      <DatePicker
        label={label}
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
