import { useSession } from '@pvz/api-client/hooks';
import { useEffect, useState } from 'react';
import { cookiesAccepted, setCookiesAccepted } from './clear-cookies';
import { CookieNotice } from './cookie-notice';

/**
 * Tells a visitor who has not signed in what cookies are for, until answered (365 days). Signing in
 * is the answer: the banner never stands over a working screen, a counter's or a client's QR.
 */
export function CookieBanner() {
  const session = useSession();
  const signedIn = session.status === 'staff' || session.status === 'client';
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  useEffect(() => {
    if (!signedIn || !visible) return;
    setCookiesAccepted();
    setVisible(false);
  }, [signedIn, visible]);
  if (!visible || session.status !== 'anonymous') return null;
  return <CookieNotice onAccept={() => setVisible(false)} />;
}
