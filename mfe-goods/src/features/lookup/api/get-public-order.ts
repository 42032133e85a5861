import { apiPath } from '@pvz/api-client/api-url';
import type { PublicOrder } from '@pvz/contracts/api/goods-lookup';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsApi } from '../../../lib/goods-api/goods-api';

/** GET /api/public/order?link= → a client's parcels of the link's kind and the sums (no login). */
const publicOrderApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPublicOrder: build.query<PublicOrder, string>({
      query: (link) => ({ url: apiPath(goodsLookupRoutes.publicOrder), params: { link } }),
    }),
  }),
});

export const { useGoodsPublicOrderQuery } = publicOrderApi;
