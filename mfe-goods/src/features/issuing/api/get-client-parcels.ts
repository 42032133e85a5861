import { apiPath } from '@pvz/api-client/api-url';
import type { ClientParcels, ClientParcelsQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { issuingApi } from './issuing-api';

/** GET /api/goods/client-parcels?pvzId=&phone= → the client's parcels at the point, the cell and what to collect. */
const clientParcelsApi = issuingApi.injectEndpoints({
  endpoints: (build) => ({
    goodsClientParcels: build.query<ClientParcels, ClientParcelsQuery>({
      query: ({ pvzId, phone }) => ({
        url: apiPath(goodsRoutes.clientParcels),
        params: { pvzId, phone },
      }),
      providesTags: (_result, _error, { pvzId, phone }) => [{ type: 'GoodsClientParcels', id: `${pvzId}/${phone}` }],
    }),
  }),
});

export const { useGoodsClientParcelsQuery } = clientParcelsApi;
