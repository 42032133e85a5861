import { useSession } from '@pvz/api-client/hooks';
import { ADMIN_ROLE, CLIENT_HOME_PATH } from '@pvz/contracts/roles';
import { Navigate, useLocation } from '@pvz/ui/router';
import { StaffLayout } from '../layouts/staff-layout';
import { FullScreenLoading } from './full-screen-loading';

/** Staff pages: a signed-in staff user sees them in the admin or user layout; others go to their login. */
export function StaffArea() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoading />;
  if (session.status === 'client') return <Navigate to={CLIENT_HOME_PATH} replace />;
  if (session.status === 'anonymous') {
    return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <StaffLayout
      variant={session.user.role === ADMIN_ROLE ? 'admin' : 'user'}
      user={session.user}
      access={session.access}
    />
  );
}
