import { apiPath } from '@pvz/api-client/api-url';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import type { SetPercentBody } from '@pvz/contracts/api/pvz-percent';
import { pvzPercentRoutes } from '@pvz/contracts/api/pvz-percent';
import { percentsApi } from './get-percents';

/** POST /api/pvz-percent/set-percent */
const setPercentApi = percentsApi.injectEndpoints({
  endpoints: (build) => ({
    adminSetPercent: build.mutation<SuccessResponse, SetPercentBody>({
      query: (body) => ({ url: apiPath(pvzPercentRoutes.setPercent), method: 'POST', body }),
      invalidatesTags: (_result, _error, { pvzId }) => [{ type: 'AdminPercents', id: pvzId }],
    }),
  }),
});

export const { useAdminSetPercentMutation } = setPercentApi;
