import { apiPath } from '@pvz/api-client/api-url';
import { type AcceptBoxAnswer, type AcceptBoxBody, boxRoutes } from '@pvz/contracts/api/boxes';
import { boxesApi, changedBoxTags } from './boxes-api';

/** POST /api/boxes/accept → every parcel's cell; 409 «Коробка принята ранее!» carries them too. */
const acceptBoxApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsAcceptBox: build.mutation<AcceptBoxAnswer, AcceptBoxBody>({
      query: (body) => ({ url: apiPath(boxRoutes.accept), method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...changedBoxTags] : []),
    }),
  }),
});

export const { useGoodsAcceptBoxMutation } = acceptBoxApi;
