import { baseApi } from '@pvz/api-client/base-api';

/** The cabinet calls' slice of the shared API, with the tag of the client's parcels. */
export const clientApi = baseApi.enhanceEndpoints({ addTagTypes: ['ClientParcels'] });
