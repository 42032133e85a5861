import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsListQuery, GoodsPage } from '@pvz/contracts/api/goods';
import { type GoodsTable, goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { goodsApi } from './goods-api';

export type GoodsListArgs = GoodsListQuery & { table: GoodsTable };

/** GET /api/goods/{table}/list: one page of a goods table with the total and the sums of every matching row. */
const getGoodsListApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsList: build.query<GoodsPage, GoodsListArgs>({
      query: ({ table, ...params }) => ({ url: apiPath(goodsRoutes.list(table)), params }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsListQuery, useLazyGoodsListQuery } = getGoodsListApi;
