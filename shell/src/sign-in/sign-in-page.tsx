import MuiLink from '@mui/material/Link';
import { announceSignedIn, onSignedInElsewhere } from '@pvz/api-client/session/tab-channel';
import { staffHomePath } from '@pvz/contracts/roles';
import { defaultSettings } from '@pvz/contracts/settings';
import { ThemedProviders } from '@pvz/ui/themed-providers';
import { useEffect, useRef, useState } from 'react';
import { AuthFrame } from '../layouts/auth-frame';
import { StaffSignInForm } from '../pages/auth/staff-sign-in-form';
import { redirectTarget } from '../pages/auth/use-redirect-target';
import { cookiesAccepted, setCookiesAccepted } from '../platform/cookies/clear-cookies';
import { CookieNotice } from '../platform/cookies/cookie-notice';
import { readSiteTitle, signInStaff } from './staff-sign-in-call';

/**
 * /auth/login as a first visit gets it (the gateway serves it to a browser with no session): the same
 * form and look as the app's, without the router, the store and the federation. After signing in, the
 * app opens at `onSignedIn`'s path (the page that asked for the sign-in, else the user's home).
 */
export function SignInPage({ onSignedIn }: { onSignedIn(path: string): void }) {
  const [siteTitle, setSiteTitle] = useState(defaultSettings.siteTitle);
  const [cookieNotice, setCookieNotice] = useState(() => !cookiesAccepted());
  useEffect(() => {
    void readSiteTitle().then((title) => title && setSiteTitle(title));
  }, []);
  // signed in in another tab: the app opens here too, as the app's own sign-in page would go home
  const stopListening = useRef<() => void>(() => undefined);
  useEffect(() => {
    stopListening.current = onSignedInElsewhere(() => onSignedIn('/'));
    return stopListening.current;
  }, [onSignedIn]);
  return (
    <ThemedProviders>
      <AuthFrame siteTitle={siteTitle}>
        <StaffSignInForm
          onSignIn={async (username, password, isForeignDevice) => {
            const { user } = await signInStaff({ username, password, isForeignDevice });
            // the other open tabs take the new session, as after a sign-in in the app (this one is not to hear it)
            stopListening.current();
            announceSignedIn();
            // signing in answers the cookie notice, as in the app
            setCookiesAccepted();
            // React Router keeps a navigation's state as `usr` in the history state, which a reload keeps
            const from = (window.history.state as { usr?: { from?: unknown } } | null)?.usr?.from;
            onSignedIn(redirectTarget(from, 'staff', staffHomePath(user.role)));
          }}
          clientLoginLink={({ to, children }) => <MuiLink href={to}>{children}</MuiLink>}
        />
      </AuthFrame>
      {cookieNotice && <CookieNotice onAccept={() => setCookieNotice(false)} />}
    </ThemedProviders>
  );
}
