import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type AdvanceSummary,
  type AdvanceSummaryQuery,
  advanceSummaryRoutes,
} from '@pvz/contracts/api/advance-summary';

/** «Сводные таблицы»: stale whenever the advance report changes. */
const advanceSummaryApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdvanceReport'] }).injectEndpoints({
  endpoints: (build) => ({
    advanceSummary: build.query<AdvanceSummary, AdvanceSummaryQuery>({
      query: (params) => ({ url: apiPath(advanceSummaryRoutes.summary), params }),
      providesTags: ['AdvanceReport'],
    }),
  }),
});

export const { useAdvanceSummaryQuery } = advanceSummaryApi;
