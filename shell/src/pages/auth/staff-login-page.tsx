import { Box, Button, Checkbox, FormControlLabel, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { messages } from '@pvz/contracts/messages';
import { staffHomePath } from '@pvz/contracts/roles';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRedirectTarget } from './use-redirect-target';

/** /auth/login: staff sign in with name and password; "foreign device" keeps the session to one hour. */
export function StaffLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget('/user/main', 'staff');
  const { enqueueSnackbar } = useSnackbar();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [foreignDevice, setForeignDevice] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  if (session.status === 'staff') return <Navigate to={staffHomePath(session.user.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : messages.usernameEmpty,
      password: password ? undefined : messages.passwordEmpty,
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      const { user } = await sessionManager.signInStaff({ username, password, isForeignDevice: foreignDevice });
      navigate(target(staffHomePath(user.role)), { replace: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Вход для сотрудников
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <TextField
          label="Имя пользователя"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={Boolean(errors.username)}
          helperText={errors.username}
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
          Вы клиент?{' '}
          <MuiLink component={RouterLink} to="/auth/client/login">
            Вход в личный кабинет
          </MuiLink>
        </Typography>
      </Stack>
    </Box>
  );
}
