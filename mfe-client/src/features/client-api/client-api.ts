import { baseApi } from '@pvz/api-client/base-api';

/** The cabinet calls' slice of the shared API, with the tag of the client's parcels. */
export const clientApi = baseApi.enhanceEndpoints({ addTagTypes: ['ClientParcels'] });

/** A path of the API (`/api/...`) as the baseApi takes it: relative to its `/api/` base. */
export function apiPath(route: string): string {
  return route.replace(/^\/api\//, '');
}
