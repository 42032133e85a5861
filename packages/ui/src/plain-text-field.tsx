import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export type PlainTextFieldProps = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'placeholder' | 'autoFocus' | 'value' | 'onChange' | 'error' | 'id'
> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * A text field of the sign-in pages, put together from the parts MUI's TextField is made of, as MUI's
 * documentation shows. TextField itself imports its select variant, and with it the menu, popover and
 * modal: 17 KB of gzip on the sign-in pages for a plain input.
 */
export function PlainTextField({ label, helperText, error, id, ...input }: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
