import { boxRoutes, type MyDeliveries } from '@pvz/contracts/api/boxes';
import { boxesApi, boxesApiPath } from './boxes-api';

/** GET /api/boxes/my-deliveries → the boxes I scanned today, by point. */
const getMyDeliveriesApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    myDeliveries: build.query<MyDeliveries, void>({
      query: () => ({ url: boxesApiPath(boxRoutes.myDeliveries) }),
      providesTags: ['Boxes'],
    }),
  }),
});

export const { useMyDeliveriesQuery } = getMyDeliveriesApi;
