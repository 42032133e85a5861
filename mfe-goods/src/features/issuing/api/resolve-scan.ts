import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { ResolvedScan, ResolveScanBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';

/** POST /api/goods/resolve-scan {pvzId, code} → a client (pickup QR) or a parcel (label), with phone and cell. */
const resolveScanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    goodsResolveScan: build.mutation<ResolvedScan, ResolveScanBody>({
      query: (body) => ({ url: apiPath(goodsRoutes.resolveScan), method: 'POST', body }),
    }),
  }),
});

export const { useGoodsResolveScanMutation } = resolveScanApi;
