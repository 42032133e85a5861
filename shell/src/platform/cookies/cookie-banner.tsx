import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@pvz/api-client/hooks';
import { useEffect, useState } from 'react';
import { cookiesAccepted, setCookiesAccepted } from './clear-cookies';

/**
 * Tells a visitor who has not signed in what cookies are for, until answered (365 days). Signing in
 * is the answer: the banner never stands over a working screen, a counter's or a client's QR.
 */
export function CookieBanner() {
  const session = useSession();
  const signedIn = session.status === 'staff' || session.status === 'client';
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  useEffect(() => {
    if (!signedIn || !visible) return;
    setCookiesAccepted();
    setVisible(false);
  }, [signedIn, visible]);
  if (!visible || session.status !== 'anonymous') return null;
  return <CookieNotice onAccept={() => setVisible(false)} />;
}

/** The banner itself: «Понятно» remembers the answer, then `onAccept` hides it. */
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
