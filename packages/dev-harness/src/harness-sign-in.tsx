import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { type FormEvent, useState } from 'react';

/** A compact sign-in for the harness: staff by name, clients by phone. */
export function HarnessSignIn({ kind }: { kind: 'staff' | 'client' }) {
  const sessionManager = useSessionManager();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (kind === 'staff') await sessionManager.signInStaff({ username: login, password });
      else await sessionManager.signInClient({ phoneNumber: login, password });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ maxWidth: 360, mx: 'auto', mt: 6 }}>
      <Stack sx={{ gap: 2 }}>
        <Alert severity="info">Стенд обращается к шлюзу на http://localhost:8080 — войдите его учётной записью.</Alert>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={kind === 'staff' ? 'Имя пользователя' : 'Телефон'}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          autoFocus
        />
        <TextField label="Пароль" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained">
          Войти
        </Button>
      </Stack>
    </Box>
  );
}
