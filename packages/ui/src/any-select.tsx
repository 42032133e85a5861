import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** What the list's "any" item stands for in the select; none of the options has it. */
const any = '';

interface AnySelectProps<T extends string | number> {
  label: string;
  /** the first item, that filters nothing: «Любой», «Все ПВЗ» */
  anyTitle: string;
  options: readonly { id: T; name: string }[];
  /** undefined: any; a value outside the options shows as any too (an old link, choices still loading) */
  value: T | undefined;
  onChange(next: T | undefined): void;
  minWidth: number;
}

/** A list filter's select: one of the options, or any of them. */
export function AnySelect<T extends string | number>({
  label,
  anyTitle,
  options,
  value,
  onChange,
  minWidth,
}: AnySelectProps<T>) {
  const chosen = options.find((option) => option.id === value);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={chosen?.id ?? any}
      onChange={(event) => onChange(options.find((option) => String(option.id) === String(event.target.value))?.id)}
      sx={{ minWidth }}
    >
      <MenuItem value={any}>{anyTitle}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
