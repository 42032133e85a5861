import { apiPath } from '@pvz/api-client/api-url';
import { type BoxAnswer, boxRoutes, type CourierScanBody } from '@pvz/contracts/api/boxes';
import { boxesApi } from './boxes-api';

/** POST /api/boxes/courier-scan → «На курьере» / «Доставлено»; 409 «Коробка уже доставлена!». */
const courierScanApi = boxesApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCourierScanBox: build.mutation<BoxAnswer, CourierScanBody>({
      query: (body) => ({ url: apiPath(boxRoutes.courierScan), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Boxes'] : []),
    }),
  }),
});

export const { useGoodsCourierScanBoxMutation } = courierScanApi;
