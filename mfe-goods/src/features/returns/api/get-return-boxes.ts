import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnBoxes, returnsRoutes } from '@pvz/contracts/api/returns';
import { returnsApi } from './returns-api';

/** GET /api/goods/returns/boxes?closed: the open return boxes, or the closed ones (their acts). */
const getReturnBoxesApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsReturnBoxes: build.query<ReturnBoxes, { closed: boolean }>({
      query: (params) => ({ url: apiPath(returnsRoutes.boxes), params }),
      providesTags: ['GoodsReturnBoxes'],
    }),
  }),
});

export const { useGoodsReturnBoxesQuery } = getReturnBoxesApi;
