import { apiPath } from '@pvz/api-client/api-url';
import { marketplaceRoutes, type Product } from '@pvz/contracts/api/marketplaces';
import { clientApi } from '../../../lib/client-api';
import { lookupRouteOf } from '../components/marketplace-of-link';

/** POST /api/clients/fetch-site* {link} → the product as the server read it from its marketplace. */
const lookupProductApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientLookupProduct: build.mutation<Product, string>({
      query: (link) => ({
        url: apiPath(lookupRouteOf(link) ?? marketplaceRoutes.fetchSiteOz),
        method: 'POST',
        body: { link },
      }),
    }),
  }),
});

export const { useClientLookupProductMutation } = lookupProductApi;
