import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setCookiesAccepted } from './clear-cookies';

/**
 * The cookie banner itself, without the session (the sign-in page's own entry has no store): «Понятно»
 * remembers the answer, then `onAccept` hides it.
 */
export function CookieNotice({ onAccept }: { onAccept(): void }) {
  return (
    <Paper
      role="region"
      aria-label="Использование cookie"
      elevation={6}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 560, mx: 'auto', p: 2, zIndex: 'snackbar' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Мы используем cookie, чтобы вы оставались в системе и приложение помнило ваши настройки. Входя в систему, вы
          соглашаетесь с этим.
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setCookiesAccepted();
            onAccept();
          }}
        >
          Понятно
        </Button>
      </Stack>
    </Paper>
  );
}
