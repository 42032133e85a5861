import { apiPath } from '@pvz/api-client/api-url';
import { type CloseReturnBoxBody, type ReturnBoxAnswer, returnsRoutes } from '@pvz/contracts/api/returns';
import { changedReturnsTags, returnsApi } from './returns-api';

/** POST /api/goods/returns/box/close {operationId, boxId} → the box with its act formed; its parcels are shipped. */
const closeReturnBoxApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCloseReturnBox: build.mutation<ReturnBoxAnswer, CloseReturnBoxBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.closeBox), method: 'POST', body }),
      invalidatesTags: [...changedReturnsTags],
    }),
  }),
});

export const { useGoodsCloseReturnBoxMutation } = closeReturnBoxApi;
