function statusOf(error: object): unknown {
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  // RTK Query reports an unparsable answer (a proxy's HTML error page) with the HTTP status aside
  return typeof originalStatus === 'number' ? originalStatus : status;
}

/**
 * Whether a failed call may succeed later unchanged: no network (fetch's TypeError, RTK Query's
 * FETCH_ERROR, status 0, the browser offline), a timeout or a server in trouble (408, 429, 5xx), or
 * no session (401: the scans wait until someone signs in again rather than being lost). Anything
 * else (a 4xx) is the server refusing the operation itself, which no replay would change.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const status = statusOf(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return (
    typeof status === 'number' && (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500)
  );
}
