import { apiPath } from '@pvz/api-client/api-url';
import { type BoughtGoods, clientOrderRoutes } from '@pvz/contracts/api/client-orders';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/bought-goods?page= → the parcels handed over to the client, a page at a time. */
const boughtGoodsApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientBoughtGoods: build.query<BoughtGoods, number>({
      query: (page) => ({ url: apiPath(clientOrderRoutes.boughtGoods), params: { page } }),
      providesTags: ['ClientParcels'],
    }),
  }),
});

export const { useClientBoughtGoodsQuery } = boughtGoodsApi;
