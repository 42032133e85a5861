import { apiPath } from '@pvz/api-client/api-url';
import { type BoxAnswer, boxRoutes, type SetBoxStatusBody } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** POST /api/boxes/set-status → the box with its new status. */
const setBoxStatusApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsSetBoxStatus: build.mutation<BoxAnswer, SetBoxStatusBody>({
      query: (body) => ({ url: apiPath(boxRoutes.setStatus), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Boxes'] : []),
    }),
  }),
});

export const { useGoodsSetBoxStatusMutation } = setBoxStatusApi;
