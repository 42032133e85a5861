import type { SessionManager } from '@pvz/api-client/session/session-manager';
import { COOKIES_ACCEPTED_COOKIE, COOKIES_ACCEPTED_DAYS, RELOGIN_DELAY_MS } from '@pvz/contracts/session-constants';

export function setCookiesAccepted(): void {
  const maxAge = COOKIES_ACCEPTED_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our points use
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=true; max-age=${maxAge}; path=/; samesite=lax`;
}

export function cookiesAccepted(): boolean {
  return document.cookie.split(/;\s*/).includes(`${COOKIES_ACCEPTED_COOKIE}=true`);
}

/**
 * "Clear cookies" (spec §4): the HttpOnly cookies (the session's, the browser's device id) are cleared
 * by the gateway (the session is revoked; if it cannot be reached, this rejects and changes nothing), the readable ones here; the cookies-accepted cookie is set again for 365 days, local
 * storage is emptied, and after 2 seconds the client state is reset and the login page opens.
 */
export async function clearCookies(sessionManager: SessionManager): Promise<void> {
  // Offline, nothing is cleared: the HttpOnly cookies would survive and sign the next person in.
  await sessionManager.revoke({ forgetDevice: true });
  for (const cookie of document.cookie.split(/;\s*/)) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  setCookiesAccepted();
  localStorage.clear();
  setTimeout(() => sessionManager.finishSignOut(), RELOGIN_DELAY_MS);
}
