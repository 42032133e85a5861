import { useSession } from '@pvz/api-client/hooks';
import { staffHomePath } from '@pvz/contracts/roles';
import { Navigate, useLocation } from '@pvz/ui/router';
import { ClientLayout } from '../layouts/client-layout';
import { FullScreenLoading } from './full-screen-loading';

/** Client pages: a signed-in client sees them in the client layout; others go to the client login. */
export function ClientArea() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoading />;
  if (session.status === 'staff') return <Navigate to={staffHomePath(session.user.role)} replace />;
  if (session.status === 'anonymous') {
    return <Navigate to="/auth/client/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <ClientLayout client={session.client} />;
}
