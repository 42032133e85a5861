import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A sum in roubles, typed as people write it («1 500,50»); the form turns it into kopecks. */
export function AmountField({
  value,
  onChange,
  error,
  label = 'Сумма, ₽',
  autoFocus,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      autoFocus={autoFocus}
      autoComplete="off"
      inputMode="decimal"
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** One of a list (a recipient, a category, a point), by id; `empty` adds a first «none» choice. */
export function ChoiceField({
  label,
  value,
  onChange,
  items,
  error,
  helperText,
  empty,
  fullWidth,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  items: readonly { id: number | string; name: string }[];
  error?: string;
  helperText?: string;
  empty?: string;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {items.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A free comment on a row. */
export function NoteField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <TextField
      label="Комментарий"
      value={value}
      multiline
      minRows={2}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
