import { apiPath } from '@pvz/api-client/api-url';
import type { PointsSummary } from '@pvz/contracts/api/goods';
import { type GoodsTable, goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { goodsApi } from './goods-api';

/** GET /api/goods/{table}/points-summary: the caller's points with what is at each and on its way. */
const getPointsSummaryApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPointsSummary: build.query<PointsSummary, GoodsTable>({
      query: (table) => apiPath(goodsRoutes.pointsSummary(table)),
      providesTags: ['GoodsPointsSummary'],
    }),
  }),
});

export const { useGoodsPointsSummaryQuery } = getPointsSummaryApi;
