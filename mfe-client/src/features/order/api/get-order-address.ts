import type { PublicSite } from '@pvz/contracts/settings';
import { apiPath, clientApi } from '../../client-api/client-api';

/** GET /api/public/site → where clients order their parcels to («orderAddress»). */
const orderAddressApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    orderAddress: build.query<PublicSite, void>({ query: () => apiPath('/api/public/site') }),
  }),
});

export const { useOrderAddressQuery } = orderAddressApi;
