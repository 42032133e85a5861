import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { PercentTable } from '@pvz/contracts/api/pvz-percent';
import { pvzPercentRoutes } from '@pvz/contracts/api/pvz-percent';

/** The percentage table's slice of the shared API, one cache entry per point. */
export const percentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminPercents'] });

/** GET /api/pvz-percent/get-percents?pvzId= */
const getPercentsApi = percentsApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetPercents: build.query<PercentTable, number>({
      query: (pvzId) => ({ url: apiPath(pvzPercentRoutes.getPercents), params: { pvzId } }),
      providesTags: (_result, _error, pvzId) => [{ type: 'AdminPercents', id: pvzId }],
    }),
  }),
});

export const { useAdminGetPercentsQuery } = getPercentsApi;
