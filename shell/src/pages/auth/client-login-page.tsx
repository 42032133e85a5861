import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useClientCodeSignInMutation } from '@pvz/api-client/client-code-api';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { formatPhoneInput, normalizePhone } from '@pvz/contracts/phone';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { Navigate, Link as RouterLink, useNavigate } from '@pvz/ui/router';
import { useState } from 'react';
import { PhoneCodeSteps } from './phone-code-steps';
import { SignInForm } from './sign-in-form';
import { useRedirectTarget } from './use-redirect-target';

const TITLE = 'Вход в личный кабинет';

function Footer() {
  return (
    <Stack component="span" sx={{ gap: 1 }}>
      <MuiLink component={RouterLink} to="/auth/client/reset">
        Забыли пароль?
      </MuiLink>
      <span>
        Нет аккаунта?{' '}
        <MuiLink component={RouterLink} to="/auth/register">
          Зарегистрироваться
        </MuiLink>
      </span>
    </Stack>
  );
}

/** /auth/client/login (and its twins): a client signs in with phone and password, or with a code from the Telegram bot. */
export function ClientLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget(CLIENT_HOME_PATH, 'client');
  const [way, setWay] = useState<'password' | 'code'>('password');
  const [signInWithCode] = useClientCodeSignInMutation();

  if (session.status === 'client') return <Navigate to={CLIENT_HOME_PATH} replace />;

  return (
    <>
      <Tabs value={way} onChange={(_event, value) => setWay(value)} variant="fullWidth" sx={{ mb: 3 }}>
        <Tab value="password" label="По паролю" />
        <Tab value="code" label="По коду" />
      </Tabs>
      {way === 'password' ? (
        <SignInForm
          title={TITLE}
          login={{
            label: 'Номер телефона',
            name: 'phoneNumber',
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+7 900 000-00-00',
            format: formatPhoneInput,
          }}
          checkLogin={(value) => {
            const phone = normalizePhone(value);
            return phone.ok ? { ok: true, value: phone.phone } : phone;
          }}
          onSignIn={async (phoneNumber, password, isForeignDevice) => {
            await sessionManager.signInClient({ phoneNumber, password, isForeignDevice });
            navigate(target(CLIENT_HOME_PATH), { replace: true });
          }}
          footer={<Footer />}
        />
      ) : (
        <Box>
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            {TITLE}
          </Typography>
          <PhoneCodeSteps
            purpose="login"
            submitLabel="Войти"
            onCode={async (phoneNumber, code) => {
              const started = await signInWithCode({ phoneNumber, code }).unwrap();
              sessionManager.clientSessionStarted(started);
              navigate(target(CLIENT_HOME_PATH), { replace: true });
            }}
          />
          <Typography variant="body2" component="div" sx={{ textAlign: 'center', mt: 2 }}>
            <Footer />
          </Typography>
        </Box>
      )}
    </>
  );
}
