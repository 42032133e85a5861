import { apiPath } from '@pvz/api-client/api-url';
import { type BoxList, type BoxListQuery, boxRoutes } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** GET /api/boxes/list?status&pvzId → boxes, newest first. */
const getBoxListApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsBoxList: build.query<BoxList, BoxListQuery>({
      query: (params) => ({ url: apiPath(boxRoutes.list), params }),
      providesTags: ['Boxes'],
    }),
  }),
});

export const { useGoodsBoxListQuery } = getBoxListApi;
