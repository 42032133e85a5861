import { useSession } from '@pvz/api-client/hooks';
import { ADMIN_ROLE } from '@pvz/contracts/roles';

/** Whether the signed-in staff user is the director (the gateway decides; the page only hides what it would refuse). */
export function useIsDirector(): boolean {
  const session = useSession();
  return session.status === 'staff' && session.user.role === ADMIN_ROLE;
}
