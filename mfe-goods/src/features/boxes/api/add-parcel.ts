import { apiPath } from '@pvz/api-client/api-url';
import { type AddParcelBody, type BoxContentAnswer, boxRoutes } from '@pvz/contracts/api/boxes';
import { boxesApi, changedBoxTags } from './boxes-api';

/** POST /api/boxes/add-parcel → the box and its parcels; 422 «Ошибка. Товар не этого ПВЗ!». */
const addParcelApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsAddParcelToBox: build.mutation<BoxContentAnswer, AddParcelBody>({
      query: (body) => ({ url: apiPath(boxRoutes.addParcel), method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...changedBoxTags] : []),
    }),
  }),
});

export const { useGoodsAddParcelToBoxMutation } = addParcelApi;
