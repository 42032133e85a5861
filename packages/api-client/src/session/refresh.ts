import { apiBase, apiPath } from '@pvz/api-client/api-url';
import type { RefreshResponse } from '@pvz/contracts/api/auth';
import { authRoutes } from '@pvz/contracts/api/auth';

type RefreshOutcome =
  | { status: 'refreshed'; result: RefreshResponse }
  /** the gateway refused: the session is over */
  | { status: 'ended' }
  /** no answer (offline): the session may still be fine */
  | { status: 'offline' };

type Listener = (outcome: RefreshOutcome) => void;

const listeners = new Set<Listener>();
let inFlight: Promise<RefreshOutcome> | null = null;

async function requestRefresh(): Promise<RefreshOutcome> {
  try {
    const response = await fetch(`${apiBase}${apiPath(authRoutes.refresh)}`, {
      method: 'POST',
      credentials: 'same-origin',
    });
    if (response.ok) return { status: 'refreshed', result: (await response.json()) as RefreshResponse };
    return response.status === 401 ? { status: 'ended' } : { status: 'offline' };
  } catch {
    return { status: 'offline' };
  }
}

/**
 * Rotates the refresh token once for everyone who asks at the same time (the session tick and any
 * number of calls that met a 401), and one tab at a time across tabs (Web Locks).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= (async () => {
    try {
      const outcome = navigator.locks
        ? await navigator.locks.request('pvz-session-refresh', requestRefresh)
        : await requestRefresh();
      for (const listener of listeners) listener(outcome);
      return outcome;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The session module listens here, so that every refresh, wherever it started, updates the session. */
export function onSessionRefreshed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
