import { apiPath } from '@pvz/api-client/api-url';
import { boxRoutes, type MyDeliveries } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** GET /api/boxes/my-deliveries → the boxes I scanned today, by point. */
const getMyDeliveriesApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsMyDeliveries: build.query<MyDeliveries, void>({
      query: () => ({ url: apiPath(boxRoutes.myDeliveries) }),
      providesTags: ['Boxes'],
    }),
  }),
});

export const { useGoodsMyDeliveriesQuery } = getMyDeliveriesApi;
