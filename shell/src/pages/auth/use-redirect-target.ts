import { useLocation } from '@pvz/ui/router';

const siteBase = 'https://this.site.invalid';

/**
 * Where to go after signing in: `from` (the page that asked for it, kept in the history state) if it
 * is a path of this site's right area, else the user's home.
 */
export function redirectTarget(from: unknown, area: 'staff' | 'client', home: string): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return home;
  // A path of this site only, as the browser will read it: `//host`, `/\host` or a tab inside would
  // leave it, and so would a path that only looks like one until its dots are resolved (`/..//host`).
  let parsed: URL;
  try {
    parsed = new URL(from, siteBase);
  } catch {
    return home;
  }
  if (parsed.origin !== siteBase || parsed.pathname.startsWith('//')) return home;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const isClientPath = path.startsWith('/client/');
  return isClientPath === (area === 'client') ? path : home;
}

/** `redirectTarget` for the router's location; `fallback` when the home is not known. */
export function useRedirectTarget(fallback: string, area: 'staff' | 'client'): (home: string) => string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (home: string) => redirectTarget(from, area, home || fallback);
}
