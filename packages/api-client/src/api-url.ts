/** The gateway's API on the page's own origin (absolute, as fetch outside a browser requires). */
export const apiBase = `${globalThis.location?.origin ?? ''}/api/`;

/** A path of the API (`/api/...`, as the contracts write it) as the baseApi takes it: relative to `apiBase`. */
export function apiPath(route: string): string {
  return route.replace(/^\/api\//, '');
}
