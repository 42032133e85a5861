import MuiLink from '@mui/material/Link';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { platformMessages } from '@pvz/contracts/messages/platform';
import { staffHomePath } from '@pvz/contracts/roles';
import { Navigate, Link as RouterLink, useNavigate } from '@pvz/ui/router';
import { SignInForm } from './sign-in-form';
import { useRedirectTarget } from './use-redirect-target';

/** /auth/login: staff sign in with name and password; "foreign device" keeps the session to one hour. */
export function StaffLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget('/user/main', 'staff');

  if (session.status === 'staff') return <Navigate to={staffHomePath(session.user.role)} replace />;

  return (
    <SignInForm
      title="Вход для сотрудников"
      login={{ label: 'Имя пользователя', name: 'username', autoComplete: 'username' }}
      checkLogin={(value) =>
        value.trim() ? { ok: true, value } : { ok: false, error: platformMessages.usernameEmpty }
      }
      onSignIn={async (username, password, isForeignDevice) => {
        const { user } = await sessionManager.signInStaff({ username, password, isForeignDevice });
        navigate(target(staffHomePath(user.role)), { replace: true });
      }}
      footer={
        <>
          Вы клиент?{' '}
          <MuiLink component={RouterLink} to="/auth/client/login">
            Вход в личный кабинет
          </MuiLink>
        </>
      }
    />
  );
}
