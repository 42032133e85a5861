import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnsAnswer, returnsRoutes, type VerifyReturnsBody } from '@pvz/contracts/api/returns';
import { changedReturnsTags, returnsApi } from './returns-api';

/** POST /api/goods/returns/verify {operationId, refunds} → the toast and the rows stamped «Проверено». */
const verifyReturnsApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsVerifyReturns: build.mutation<ReturnsAnswer, VerifyReturnsBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.verify), method: 'POST', body }),
      invalidatesTags: [...changedReturnsTags],
    }),
  }),
});

export const { useGoodsVerifyReturnsMutation } = verifyReturnsApi;
