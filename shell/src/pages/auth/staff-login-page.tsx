import MuiLink from '@mui/material/Link';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import { staffHomePath } from '@pvz/contracts/roles';
import { Navigate, Link as RouterLink, useNavigate } from '@pvz/ui/router';
import { StaffSignInForm } from './staff-sign-in-form';
import { useRedirectTarget } from './use-redirect-target';

/** /auth/login: staff sign in with name and password; "foreign device" keeps the session to one hour. */
export function StaffLoginPage() {
  const session = useSession();
  const sessionManager = useSessionManager();
  const navigate = useNavigate();
  const target = useRedirectTarget('/user/main', 'staff');

  if (session.status === 'staff') return <Navigate to={staffHomePath(session.user.role)} replace />;

  return (
    <StaffSignInForm
      onSignIn={async (username, password, isForeignDevice) => {
        const { user } = await sessionManager.signInStaff({ username, password, isForeignDevice });
        navigate(target(staffHomePath(user.role)), { replace: true });
      }}
      clientLoginLink={(link) => <MuiLink component={RouterLink} {...link} />}
    />
  );
}
