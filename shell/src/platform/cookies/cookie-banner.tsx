import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { cookiesAccepted, setCookiesAccepted } from './clear-cookies';

/**
 * Tells a first-time visitor what cookies are for, once; the answer is kept for 365 days. A slim bar
 * above the page, in its flow: it pushes the page down a little and never covers its controls.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  if (!visible) return null;
  return (
    <Paper
      role="region"
      aria-label="Использование cookie"
      square
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 2, py: 0.5 }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="body2">
          Мы используем cookie, чтобы вы оставались в системе и приложение помнило ваши настройки.
        </Typography>
        <Button
          size="small"
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
