import { apiPath } from '@pvz/api-client/api-url';
import { type BoxAnswer, boxRoutes, type OpenBoxBody } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** POST /api/boxes/open → the new box. */
const openBoxApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsOpenBox: build.mutation<BoxAnswer, OpenBoxBody>({
      query: (body) => ({ url: apiPath(boxRoutes.open), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Boxes'] : []),
    }),
  }),
});

export const { useGoodsOpenBoxMutation } = openBoxApi;
