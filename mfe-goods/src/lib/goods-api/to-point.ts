import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsIdsBody, ToPointAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/to-point {operationId, ids}: rows accepted at their points without scanning, with their cells. */
const toPointApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsToPoint: build.mutation<ToPointAnswer, { kind: CounterKind; body: GoodsIdsBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.toPoint(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsToPointMutation } = toPointApi;
