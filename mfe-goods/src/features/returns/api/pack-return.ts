import { apiPath } from '@pvz/api-client/api-url';
import { type PackReturnBody, type ReturnBoxAnswer, returnsRoutes } from '@pvz/contracts/api/returns';
import { changedReturnsTags, returnsApi } from './returns-api';

/** POST /api/goods/returns/box/pack {operationId, boxId, code} → the box with the scanned parcel. */
const packReturnApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPackReturn: build.mutation<ReturnBoxAnswer, PackReturnBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.pack), method: 'POST', body }),
      invalidatesTags: [...changedReturnsTags],
    }),
  }),
});

export const { useGoodsPackReturnMutation } = packReturnApi;
