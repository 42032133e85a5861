import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnBoxAnswer, returnsRoutes, type UnpackReturnBody } from '@pvz/contracts/api/returns';
import { changedReturnsTags, returnsApi } from './returns-api';

/** POST /api/goods/returns/box/unpack {operationId, boxId, id} → the box without the parcel. */
const unpackReturnApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsUnpackReturn: build.mutation<ReturnBoxAnswer, UnpackReturnBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.unpack), method: 'POST', body }),
      invalidatesTags: [...changedReturnsTags],
    }),
  }),
});

export const { useGoodsUnpackReturnMutation } = unpackReturnApi;
