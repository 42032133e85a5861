import { apiPath } from '@pvz/api-client/api-url';
import type { PickupCode } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { clientApi } from '../../../lib/client-api';

/** GET /api/goods/pickup-code → the signed token the client's pickup QR carries. */
const pickupCodeApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientPickupCode: build.query<PickupCode, void>({
      query: () => apiPath(goodsRoutes.pickupCode),
    }),
  }),
});

export const { useClientPickupCodeQuery } = pickupCodeApi;
