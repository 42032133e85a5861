import TextField from '@mui/material/TextField';
import { messages } from '@pvz/contracts/messages';
import { isPercent } from '@pvz/contracts/validation/settings';
import { useEffect, useState } from 'react';

/** One percentage, saved when the field is left or Enter is pressed; a default is shown as such. */
export function PercentInput({
  label,
  percent,
  isDefault,
  disabled,
  onSave,
}: {
  label: string;
  percent: number;
  isDefault: boolean;
  disabled?: boolean;
  onSave(percent: number): void;
}) {
  const shown = String(percent).replace('.', ',');
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(shown), [shown]);

  const save = () => {
    if (text === shown) return;
    const value = Number(text.replace(',', '.').trim());
    if (text.trim() === '' || !isPercent(value)) return setError(messages.percentInvalid);
    setError(null);
    onSave(value);
  };

  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      error={Boolean(error)}
      helperText={error ?? (isDefault ? 'по умолчанию' : ' ')}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      sx={{ width: 130, '& input': { fontStyle: isDefault ? 'italic' : 'normal' } }}
    />
  );
}
