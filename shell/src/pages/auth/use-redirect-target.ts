import { useLocation } from '@pvz/ui/router';

/**
 * Where to go after signing in: `from` (the page that asked for it, kept in the history state) if it
 * is a path of this site's right area, else the user's home.
 */
export function redirectTarget(from: unknown, area: 'staff' | 'client', home: string): string {
  // a path of this site only: `//host/…` would leave it once the page navigates by URL
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return home;
  const isClientPath = from.startsWith('/client/');
  return isClientPath === (area === 'client') ? from : home;
}

/** `redirectTarget` for the router's location; `fallback` when the home is not known. */
export function useRedirectTarget(fallback: string, area: 'staff' | 'client'): (home: string) => string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (home: string) => redirectTarget(from, area, home || fallback);
}
