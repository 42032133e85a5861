import { apiPath } from '@pvz/api-client/api-url';
import type { DeletedAnswer, GoodsIdsBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/delete {operationId, ids} */
const deleteGoodsApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsDelete: build.mutation<DeletedAnswer, { kind: CounterKind; body: GoodsIdsBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.remove(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsDeleteMutation } = deleteGoodsApi;
