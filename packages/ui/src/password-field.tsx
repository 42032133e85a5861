import { PlainTextField, type PlainTextFieldProps } from '@pvz/ui/plain-text-field';

type PasswordFieldProps = Omit<PlainTextFieldProps, 'type' | 'value' | 'onChange' | 'error'> & {
  value: string;
  onValueChange(value: string): void;
  /** the message under the field that marks it wrong; `helperText` shows while there is none */
  error?: string;
};

/** A password input of a form whose state holds the text and each field's error message. */
export function PasswordField({ value, onValueChange, error, helperText, ...props }: PasswordFieldProps) {
  return (
    <PlainTextField
      {...props}
      type="password"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
