import { apiPath } from '@pvz/api-client/api-url';
import { goodsListsRoutes, type Turnover, type TurnoverQuery } from '@pvz/contracts/api/goods-lists';
import { goodsApi } from '../../../lib/goods-api/goods-api';

/** GET /api/goods/turnover: the goods turnover per point over a period. */
const getTurnoverApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsTurnover: build.query<Turnover, TurnoverQuery>({
      query: (params) => ({ url: apiPath(goodsListsRoutes.turnover), params }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsTurnoverQuery } = getTurnoverApi;
