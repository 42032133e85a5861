import { apiPath } from '@pvz/api-client/api-url';
import type { FindAnswer } from '@pvz/contracts/api/goods-lookup';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsApi } from '../../../lib/goods-api/goods-api';

/** GET /api/goods/find?q= → what an id, a label, a phone or an order link names. */
const findGoodsApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsFind: build.query<FindAnswer, string>({
      query: (q) => ({ url: apiPath(goodsLookupRoutes.find), params: { q } }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsFindQuery } = findGoodsApi;
