import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TipOptions } from '@pvz/contracts/api/tips';

/** The roles an article is for; none: every staff role. */
export function RolePicker({
  roles,
  value,
  onChange,
}: {
  roles: TipOptions['roles'];
  value: string[];
  onChange(next: string[]): void;
}) {
  return (
    <Autocomplete
      multiple
      options={roles.map((role) => role.code)}
      getOptionLabel={(code) => roles.find((role) => role.code === code)?.name ?? code}
      value={value}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField {...params} label="Для ролей" helperText="Не выбрано — подсказку видят все сотрудники" />
      )}
    />
  );
}
