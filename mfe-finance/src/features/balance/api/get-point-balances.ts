import { apiPath } from '@pvz/api-client/api-url';
import { type BalanceQuery, balanceRoutes, type PointBalances } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/points: each point's cash box and online money, and what moved in the period. */
const getPointBalancesApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    pointBalances: build.query<PointBalances, BalanceQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.points), params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { usePointBalancesQuery } = getPointBalancesApi;
