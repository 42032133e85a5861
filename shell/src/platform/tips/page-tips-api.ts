import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { type PageTips, type Tip, tipRoutes } from '@pvz/contracts/api/tips';
import type { PageKey } from '@pvz/contracts/pages';

/**
 * The «?» of a page: the titles of its articles for my role, kept a while (every page asks once),
 * and an article opened in the drawer. The tag is the one «Подсказки» uses, so a change there shows here.
 */
const pageTipsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Tips'] }).injectEndpoints({
  endpoints: (build) => ({
    pageTipsList: build.query<PageTips, PageKey>({
      query: (page) => ({ url: apiPath(tipRoutes.forPage), params: { page } }),
      providesTags: ['Tips'],
      keepUnusedDataFor: 600,
    }),
    pageTipsArticle: build.query<Tip, number>({
      query: (id) => ({ url: apiPath(tipRoutes.record), params: { id } }),
      providesTags: ['Tips'],
    }),
  }),
});

export const { usePageTipsListQuery, usePageTipsArticleQuery } = pageTipsApi;
