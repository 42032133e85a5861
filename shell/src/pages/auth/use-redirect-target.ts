import { useLocation } from '@pvz/ui/router';

/** Where to go after signing in: the page that asked for it, if it was one of the right area. */
export function useRedirectTarget(fallback: string, area: 'staff' | 'client'): (home: string) => string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (home: string) => {
    if (typeof from !== 'string' || !from.startsWith('/')) return home || fallback;
    const isClientPath = from.startsWith('/client/');
    return isClientPath === (area === 'client') ? from : home || fallback;
  };
}
