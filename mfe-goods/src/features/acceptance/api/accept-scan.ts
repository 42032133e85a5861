import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { AcceptScanAnswer, AcceptScanBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';

/**
 * POST /api/goods/accept-scan {operationId, pvzId, code} → the parcel's cell; 409 «принят ранее»
 * carries it too. An accepted parcel changes what the goods tables, the point choosers and its card
 * show: their cache tags, by the cache's shared names. Nothing is refetched before the cell is shown.
 */
const acceptScanApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'] })
  .injectEndpoints({
    endpoints: (build) => ({
      goodsAcceptScan: build.mutation<AcceptScanAnswer, AcceptScanBody>({
        query: (body) => ({ url: apiPath(goodsRoutes.acceptScan), method: 'POST', body }),
        invalidatesTags: (result) => (result ? ['GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'] : []),
      }),
    }),
  });

export const { useGoodsAcceptScanMutation } = acceptScanApi;
