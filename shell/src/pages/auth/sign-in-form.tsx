import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { platformMessages } from '@pvz/contracts/messages/platform';
import { PasswordField } from '@pvz/ui/password-field';
import { PlainTextField } from '@pvz/ui/plain-text-field';
import { useSnackbar } from 'notistack';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface SignInFormProps {
  title: string;
  login: {
    label: string;
    name: string;
    type?: string;
    autoComplete: string;
    placeholder?: string;
    /** shapes the value as it is typed (a phone as +7 …) */
    format?: (typed: string, previous: string) => string;
  };
  /** the form's own check of the login field: its normalised value, or the message to show */
  checkLogin(value: string): { ok: true; value: string } | { ok: false; error: string };
  /** signs in; a rejection's message (the gateway's words, or «Unknown error») becomes a toast */
  onSignIn(login: string, password: string, isForeignDevice: boolean): Promise<void>;
  footer: ReactNode;
}

/** Login, password, "foreign device" and one button; Enter submits from any field. */
export function SignInForm({ title, login, checkLogin, onSignIn, footer }: SignInFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [loginValue, setLoginValue] = useState('');
  const [password, setPassword] = useState('');
  const [foreignDevice, setForeignDevice] = useState(false);
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLogin(loginValue);
    const found = {
      login: checked.ok ? undefined : checked.error,
      password: password ? undefined : platformMessages.passwordEmpty,
    };
    setErrors(found);
    if (!checked.ok || found.password) return;
    setBusy(true);
    try {
      await onSignIn(checked.value, password, foreignDevice);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  const { format, ...loginField } = login;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <PlainTextField
          {...loginField}
          autoFocus
          value={loginValue}
          onChange={(event) => setLoginValue(format ? format(event.target.value, loginValue) : event.target.value)}
          error={Boolean(errors.login)}
          helperText={errors.login}
        />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <FormControlLabel
          control={<Checkbox checked={foreignDevice} onChange={(event) => setForeignDevice(event.target.checked)} />}
          label="Чужое устройство (выйти через час)"
        />
        <Button type="submit" variant="contained" size="large" loading={busy}>
          Войти
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {footer}
        </Typography>
      </Stack>
    </Box>
  );
}
