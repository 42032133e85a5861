import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsIdBody, MessageRowAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/copy {operationId, id}: a new row with the same client and goods. */
const copyGoodsApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCopy: build.mutation<MessageRowAnswer, { kind: CounterKind; body: GoodsIdBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.copy(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsCopyMutation } = copyGoodsApi;
