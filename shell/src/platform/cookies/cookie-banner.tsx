import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { cookiesAccepted, setCookiesAccepted } from './clear-cookies';

/** Tells a first-time visitor what cookies are for, once; the answer is kept for 365 days. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  if (!visible) return null;
  return (
    <Paper
      role="region"
      aria-label="Использование cookie"
      elevation={6}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 560, mx: 'auto', p: 2, zIndex: 'snackbar' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Мы используем cookie, чтобы вы оставались в системе и приложение помнило ваши настройки.
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setCookiesAccepted();
            setVisible(false);
          }}
        >
          Понятно
        </Button>
      </Stack>
    </Paper>
  );
}
