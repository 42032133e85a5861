import { apiPath } from '@pvz/api-client/api-url';
import { type BoxContentAnswer, boxRoutes, type RemoveParcelBody } from '@pvz/contracts/api/boxes';
import { boxesApi, changedBoxTags } from './boxes-api';

/** POST /api/boxes/remove-parcel → the box and its parcels. */
const removeParcelApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsRemoveParcelFromBox: build.mutation<BoxContentAnswer, RemoveParcelBody>({
      query: (body) => ({ url: apiPath(boxRoutes.removeParcel), method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...changedBoxTags] : []),
    }),
  }),
});

export const { useGoodsRemoveParcelFromBoxMutation } = removeParcelApi;
