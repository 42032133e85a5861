import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';

// The pickers come from this module, the one that gives them their context: @pvz/ui is shared between
// the remotes and @mui/x-date-pickers is not, so a picker of one remote's copy under the provider of
// another's would find no context (MUI X error 149).
export { DatePicker } from '@mui/x-date-pickers/DatePicker';
export { TimeField } from '@mui/x-date-pickers/TimeField';

const russian = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers below speak Russian: ДД.ММ.ГГГГ, weeks from Monday, Russian month names and buttons. */
export function RussianDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={russian}>
      {children}
    </LocalizationProvider>
  );
}
