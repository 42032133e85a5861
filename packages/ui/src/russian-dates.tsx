import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';

const russian = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers below speak Russian: ДД.ММ.ГГГГ, weeks from Monday, Russian month names and buttons. */
export function RussianDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={russian}>
      {children}
    </LocalizationProvider>
  );
}
