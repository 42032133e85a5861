import { type CartBody, marketplaceRoutes, type PlacedOrder } from '@pvz/contracts/api/marketplaces';
import { apiPath, clientApi } from '../../client-api/client-api';

/** POST /api/clients/place-order → the cart stored as the client's purchase rows. */
const placeOrderApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlacedOrder, CartBody>({
      query: (body) => ({ url: apiPath(marketplaceRoutes.placeOrder), method: 'POST', body }),
      invalidatesTags: ['ClientParcels'],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
