import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsRecord } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { recordApi } from './record-api';

/** GET /api/goods/purchase/old-record?oldId= → the parcel a label of the old system (`record/old/1-{oldId}`) names. */
const getOldRecordApi = recordApi.injectEndpoints({
  endpoints: (build) => ({
    goodsOldRecord: build.query<GoodsRecord, number>({
      query: (oldId) => ({ url: apiPath(goodsRoutes.oldRecord), params: { oldId } }),
      providesTags: (result) => (result ? [{ type: 'GoodsRecord', id: result.row.id }] : []),
    }),
  }),
});

export const { useGoodsOldRecordQuery } = getOldRecordApi;
