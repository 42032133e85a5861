import { useSession } from '@pvz/api-client/hooks';
import { CLIENT_HOME_PATH, staffHomePath } from '@pvz/contracts/roles';
import { Navigate } from '@pvz/ui/router';
import { FullScreenLoading } from '../../guards/full-screen-loading';

/** `/`: the home of whoever is signed in, else the login page they used last. */
export function IndexRedirect() {
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return <FullScreenLoading />;
    case 'staff':
      return <Navigate to={staffHomePath(session.user.role)} replace />;
    case 'client':
      return <Navigate to={CLIENT_HOME_PATH} replace />;
    default:
      return <Navigate to={session.lastKind === 'client' ? '/auth/client/login' : '/auth/login'} replace />;
  }
}
