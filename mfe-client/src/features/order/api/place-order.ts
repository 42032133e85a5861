import { apiPath } from '@pvz/api-client/api-url';
import { marketplaceRoutes, type PlacedOrder, type PlaceOrderBody } from '@pvz/contracts/api/marketplaces';
import { clientApi } from '../../../lib/client-api';

/** POST /api/clients/place-order → the cart stored as the client's purchase rows (once per operation id). */
const placeOrderApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientPlaceOrder: build.mutation<PlacedOrder, PlaceOrderBody>({
      query: (body) => ({ url: apiPath(marketplaceRoutes.placeOrder), method: 'POST', body }),
      invalidatesTags: ['ClientParcels'],
    }),
  }),
});

export const { useClientPlaceOrderMutation } = placeOrderApi;
