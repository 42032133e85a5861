import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsIdsBody, MessageRowsAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/to-sorting-center {operationId, ids}: marks rows as delivered to the sorting centre. */
const toSortingCenterApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsToSortingCenter: build.mutation<MessageRowsAnswer, { kind: CounterKind; body: GoodsIdsBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.toSortingCenter(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsToSortingCenterMutation } = toSortingCenterApi;
