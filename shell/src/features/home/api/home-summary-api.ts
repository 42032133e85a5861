import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type HomeSummary, homeRoutes } from '@pvz/contracts/api/home';

/**
 * The home page's one call; refreshed every minute while the page is open (a counter's day moves on),
 * and when an employee task changes or is ticked, since it carries «Мои задачи на сегодня».
 */
const homeSummaryApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTasks'] }).injectEndpoints({
  endpoints: (build) => ({
    homeSummary: build.query<HomeSummary, void>({
      query: () => apiPath(homeRoutes.summary),
      providesTags: ['EmployeeTasks'],
    }),
  }),
});

export const { useHomeSummaryQuery } = homeSummaryApi;
