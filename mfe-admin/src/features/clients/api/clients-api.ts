import { baseApi } from '@pvz/api-client/base-api';

/** The clients feature's slice of the shared API, with its cache tag. */
export const clientsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminClients'] });

/** A path of the API (`/api/...`) as the baseApi takes it: relative to its `/api/` base. */
export const apiPath = (route: string) => route.replace(/^\/api\//, '');
