import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnBox, returnsRoutes } from '@pvz/contracts/api/returns';
import { returnsApi } from './returns-api';

/** GET /api/goods/returns/box?id: a return box with its parcels. */
const getReturnBoxApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsReturnBox: build.query<ReturnBox, number>({
      query: (id) => ({ url: apiPath(returnsRoutes.box), params: { id } }),
      providesTags: ['GoodsReturnBoxes'],
    }),
  }),
});

export const { useGoodsReturnBoxQuery } = getReturnBoxApi;
