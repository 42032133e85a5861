import { apiPath } from '@pvz/api-client/api-url';
import { type Tip, type TipList, type TipListQuery, type TipOptions, tipRoutes } from '@pvz/contracts/api/tips';
import { tipsApi } from './tips-api';

/** GET /api/tips, /api/tips/record and /api/tips/options: the articles I may read, one of them, the roles to choose from. */
const getTipsApi = tipsApi.injectEndpoints({
  endpoints: (build) => ({
    tipsList: build.query<TipList, TipListQuery>({
      query: (params) => ({ url: apiPath(tipRoutes.list), params }),
      providesTags: ['Tips'],
    }),
    tipsRecord: build.query<Tip, number>({
      query: (id) => ({ url: apiPath(tipRoutes.record), params: { id } }),
      providesTags: ['Tips'],
    }),
    tipsOptions: build.query<TipOptions, void>({
      query: () => apiPath(tipRoutes.options),
    }),
  }),
});

export const { useTipsListQuery, useTipsRecordQuery, useTipsOptionsQuery } = getTipsApi;
