import { Box, Button, Checkbox, FormControlLabel, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRedirectTarget } from './use-redirect-target';

/** /auth/client/login (and its twins): a client signs in with phone and password. */
export function ClientLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget(CLIENT_HOME_PATH, 'client');
  const { enqueueSnackbar } = useSnackbar();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [foreignDevice, setForeignDevice] = useState(false);
  const [errors, setErrors] = useState<{ phoneNumber?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  if (session.status === 'client') return <Navigate to={CLIENT_HOME_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = normalizePhone(phoneNumber);
    const found = {
      phoneNumber: phone.ok ? undefined : phone.error,
      password: password ? undefined : messages.passwordEmpty,
    };
    setErrors(found);
    if (!phone.ok || found.password) return;
    setBusy(true);
    try {
      await sessionManager.signInClient({ phoneNumber: phone.phone, password, isForeignDevice: foreignDevice });
      navigate(target(CLIENT_HOME_PATH), { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Вход в личный кабинет
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <TextField
          label="Номер телефона"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          autoFocus
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
          error={Boolean(errors.phoneNumber)}
          helperText={errors.phoneNumber}
        />
        <TextField
          label="Пароль"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <FormControlLabel
          control={<Checkbox checked={foreignDevice} onChange={(event) => setForeignDevice(event.target.checked)} />}
          label="Чужое устройство (выйти через час)"
        />
        <Button type="submit" variant="contained" size="large" loading={busy}>
          Войти
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Нет аккаунта?{' '}
          <MuiLink component={RouterLink} to="/auth/register">
            Зарегистрироваться
          </MuiLink>
        </Typography>
      </Stack>
    </Box>
  );
}
