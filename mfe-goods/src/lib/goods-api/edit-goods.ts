import { apiPath } from '@pvz/api-client/api-url';
import type { EditGoodsBody, MessageRowAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { changedRowsTags, goodsApi } from './goods-api';

/** POST /api/goods/{kind}/edit {operationId, id, row}: only the fields named change. */
const editGoodsApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsEdit: build.mutation<MessageRowAnswer, { kind: CounterKind; body: EditGoodsBody }>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.edit(kind)), method: 'POST', body }),
      invalidatesTags: [...changedRowsTags],
    }),
  }),
});

export const { useGoodsEditMutation } = editGoodsApi;
