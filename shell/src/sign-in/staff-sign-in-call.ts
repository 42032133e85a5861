import { apiBase, apiPath } from '@pvz/api-client/api-url';
import { authRoutes, type StaffLoginBody, type StaffSession } from '@pvz/contracts/api/auth';
import { settingsRoutes } from '@pvz/contracts/api/settings';
import { platformMessages } from '@pvz/contracts/messages/platform';
import type { PublicSite } from '@pvz/contracts/settings';

const url = (route: string) => `${apiBase}${apiPath(route)}`;

/**
 * POST /api/public/login with plain fetch: the sign-in page's entry has no store. Rejects with the
 * gateway's message, or «Unknown error» when there is no answer or one without a session, as the app's
 * calls do.
 */
export async function signInStaff(body: StaffLoginBody): Promise<StaffSession> {
  const response = await fetch(url(authRoutes.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  }).catch(() => null);
  const answer: unknown = await response?.json().catch(() => null);
  if (response?.ok && typeof (answer as StaffSession | null)?.user?.role === 'string') return answer as StaffSession;
  const message = response?.ok ? null : (answer as { error?: unknown } | null)?.error;
  throw new Error(typeof message === 'string' ? message : platformMessages.unknownError);
}

/** The site's name as ADMIN set it, or null when it cannot be read (the page keeps the default). */
export async function readSiteTitle(): Promise<string | null> {
  const response = await fetch(url(settingsRoutes.publicSite)).catch(() => null);
  if (!response?.ok) return null;
  const site = (await response.json().catch(() => null)) as PublicSite | null;
  return typeof site?.siteTitle === 'string' ? site.siteTitle : null;
}
