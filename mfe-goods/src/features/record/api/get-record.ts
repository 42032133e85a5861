import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsRecord } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { recordApi } from './record-api';

interface RecordQuery {
  kind: GoodsKind;
  id: number;
}

/** GET /api/goods/{kind}/record?id= → a parcel with its history. */
const getRecordApi = recordApi.injectEndpoints({
  endpoints: (build) => ({
    goodsRecord: build.query<GoodsRecord, RecordQuery>({
      query: ({ kind, id }) => ({ url: apiPath(goodsRoutes.record(kind)), params: { id } }),
      providesTags: (result) => (result ? [{ type: 'GoodsRecord', id: result.row.id }] : []),
    }),
  }),
});

export const { useGoodsRecordQuery } = getRecordApi;
