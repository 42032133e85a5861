import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type HomeSummary, homeRoutes } from '@pvz/contracts/api/home';

/** The home page's one call; refreshed every minute while the page is open (a counter's day moves on). */
const homeSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeSummary: build.query<HomeSummary, void>({ query: () => apiPath(homeRoutes.summary) }),
  }),
});

export const { useHomeSummaryQuery } = homeSummaryApi;
