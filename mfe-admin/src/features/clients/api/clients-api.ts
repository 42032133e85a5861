import { baseApi } from '@pvz/api-client/base-api';

/** The clients feature's slice of the shared API, with its cache tag. */
export const clientsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminClients'] });
