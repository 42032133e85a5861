import { apiPath } from '@pvz/api-client/api-url';
import { type ReturnsAnswer, returnsRoutes, type ShipReturnsBody } from '@pvz/contracts/api/returns';
import { changedReturnsTags, returnsApi } from './returns-api';

/** POST /api/goods/returns/ship {operationId, ids} → the toast and the rows stamped «Отправлено». */
const shipReturnsApi = returnsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsShipReturns: build.mutation<ReturnsAnswer, ShipReturnsBody>({
      query: (body) => ({ url: apiPath(returnsRoutes.ship), method: 'POST', body }),
      invalidatesTags: [...changedReturnsTags],
    }),
  }),
});

export const { useGoodsShipReturnsMutation } = shipReturnsApi;
