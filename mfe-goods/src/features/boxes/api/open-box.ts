import { type BoxAnswer, boxRoutes, type OpenBoxBody } from '@pvz/contracts/api/boxes';
import { boxesApi, boxesApiPath } from './boxes-api';

/** POST /api/boxes/open → the new box. */
const openBoxApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    openBox: build.mutation<BoxAnswer, OpenBoxBody>({
      query: (body) => ({ url: boxesApiPath(boxRoutes.open), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Boxes'] : []),
    }),
  }),
});

export const { useOpenBoxMutation } = openBoxApi;
