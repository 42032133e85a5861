import { apiPath } from '@pvz/api-client/api-url';
import type { CreateGoodsBody, MessageRowsAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/create {operationId, row, quantity} */
const createGoodsApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCreate: build.mutation<MessageRowsAnswer, { kind: CounterKind; body: CreateGoodsBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.create(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsCreateMutation } = createGoodsApi;
