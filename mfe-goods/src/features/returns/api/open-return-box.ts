import { apiPath } from '@pvz/api-client/api-url';
import { type OpenReturnBoxBody, type ReturnBoxAnswer, returnsRoutes } from '@pvz/contracts/api/returns';
import { returnsApi } from './returns-api';

/** POST /api/goods/returns/box/open {operationId, marketplaceId} → the new, empty box. */
const openReturnBoxApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsOpenReturnBox: build.mutation<ReturnBoxAnswer, OpenReturnBoxBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.openBox), method: 'POST', body }),
      invalidatesTags: ['GoodsReturnBoxes'],
    }),
  }),
});

export const { useGoodsOpenReturnBoxMutation } = openReturnBoxApi;
