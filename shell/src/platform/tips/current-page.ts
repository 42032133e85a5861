import { type PageKey, pageCatalogue } from '@pvz/contracts/pages';
import { matchRoutes, useLocation } from '@pvz/ui/router';

const staffRoutes = pageCatalogue
  .filter((page) => page.layout === 'staff')
  .map((page) => ({ path: page.path, pageKey: page.key }));

/** The catalogue page the address opens, ranked as the router ranks them; null outside the catalogue. */
export function useCurrentPageKey(): PageKey | null {
  const location = useLocation();
  return matchRoutes(staffRoutes, location)?.at(-1)?.route.pageKey ?? null;
}
