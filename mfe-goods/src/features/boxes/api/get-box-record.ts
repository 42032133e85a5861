import { apiPath } from '@pvz/api-client/api-url';
import { type BoxRecord, type BoxRecordQuery, boxRoutes } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** GET /api/boxes/record?pvzNumber&id → the box, its parcels and its history. */
const getBoxRecordApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsBoxRecord: build.query<BoxRecord, BoxRecordQuery>({
      query: (params) => ({ url: apiPath(boxRoutes.record), params }),
      providesTags: ['Boxes'],
    }),
  }),
});

export const { useGoodsBoxRecordQuery } = getBoxRecordApi;
