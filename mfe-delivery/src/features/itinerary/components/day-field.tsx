import { DatePicker, RussianDates } from '@pvz/ui/russian-dates';
import dayjs from 'dayjs';

/** The day whose routes a page shows, `YYYY-MM-DD`; a Russian date picker. */
export function DayField({ day, onChange }: { day: string; onChange(day: string): void }) {
  return (
    <RussianDates>
      <DatePicker
        label="Дата"
        value={dayjs(day)}
        onChange={(value) => value?.isValid() && onChange(value.format('YYYY-MM-DD'))}
        slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
      />
    </RussianDates>
  );
}
