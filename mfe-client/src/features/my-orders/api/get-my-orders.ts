import { apiPath } from '@pvz/api-client/api-url';
import { clientOrderRoutes, type MyOrders } from '@pvz/contracts/api/client-orders';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/my-orders → the client's parcels by kind, with the sums. */
const myOrdersApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientMyOrders: build.query<MyOrders, { delivered: boolean }>({
      query: ({ delivered }) => ({ url: apiPath(clientOrderRoutes.myOrders), params: { delivered } }),
      providesTags: ['ClientParcels'],
    }),
  }),
});

export const { useClientMyOrdersQuery } = myOrdersApi;
