import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnsListQuery, type ReturnsPage, returnsRoutes } from '@pvz/contracts/api/returns';
import { returnsApi } from './returns-api';

/** Which list: every return of the user's points, or those of a marketplace's branded points. */
export type ReturnsSource = 'all' | 'woya';
export type ReturnsListArgs = ReturnsListQuery & { source: ReturnsSource };

/** GET /api/goods/returns/list (or woya-list): one page of returns with the total and the sums. */
const getReturnsApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsReturnsList: build.query<ReturnsPage, ReturnsListArgs>({
      query: ({ source, ...params }) => ({
        url: apiPath(source === 'woya' ? returnsRoutes.woyaList : returnsRoutes.list),
        params,
      }),
      providesTags: ['GoodsReturns'],
    }),
  }),
});

export const { useGoodsReturnsListQuery, useLazyGoodsReturnsListQuery } = getReturnsApi;
