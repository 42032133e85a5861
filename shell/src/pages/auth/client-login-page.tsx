import { Link as MuiLink } from '@mui/material';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { normalizePhone } from '@pvz/contracts/phone';
import { CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignInForm } from './sign-in-form';
import { useRedirectTarget } from './use-redirect-target';

/** /auth/client/login (and its twins): a client signs in with phone and password. */
export function ClientLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget(CLIENT_HOME_PATH, 'client');

  if (session.status === 'client') return <Navigate to={CLIENT_HOME_PATH} replace />;

  return (
    <SignInForm
      title="Вход в личный кабинет"
      login={{
        label: 'Номер телефона',
        name: 'phoneNumber',
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '+7 900 000-00-00',
      }}
      checkLogin={(value) => {
        const phone = normalizePhone(value);
        return phone.ok ? { ok: true, value: phone.phone } : phone;
      }}
      onSignIn={async (phoneNumber, password, isForeignDevice) => {
        await sessionManager.signInClient({ phoneNumber, password, isForeignDevice });
        navigate(target(CLIENT_HOME_PATH), { replace: true });
      }}
      footer={
        <>
          Нет аккаунта?{' '}
          <MuiLink component={RouterLink} to="/auth/register">
            Зарегистрироваться
          </MuiLink>
        </>
      }
    />
  );
}
