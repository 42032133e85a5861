import TextField, { type TextFieldProps } from '@mui/material/TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'error'> & {
  value: string;
  onValueChange(value: string): void;
  /** the message under the field that marks it wrong; `helperText` shows while there is none */
  error?: string;
};

/** A password input of a form whose state holds the text and each field's error message. */
export function PasswordField({ value, onValueChange, error, helperText, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
