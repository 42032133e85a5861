import { useSiteTitle } from '@pvz/api-client/public-site';
import { Outlet, useLocation } from '@pvz/ui/router';
import { GuestChatButton } from '../features/guest-chat/guest-chat-button';
import { AuthFrame } from './auth-frame';

/** Sign-in and registration pages of the app (a first visit of /auth/login gets the sign-in page's own entry). */
export function AuthLayout() {
  const siteTitle = useSiteTitle();
  // clients' sign-in and registration: a guest may ask support before having an account
  const clientSide = !useLocation().pathname.startsWith('/auth/login');
  return (
    <AuthFrame siteTitle={siteTitle} after={clientSide && <GuestChatButton />}>
      <Outlet />
    </AuthFrame>
  );
}
