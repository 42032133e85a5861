import { apiPath } from '@pvz/api-client/api-url';
import { type BalanceHistory, type BalanceHistoryQuery, balanceRoutes } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/history: one point's balances at the end of each day of the period. */
const getBalanceHistoryApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    balanceHistory: build.query<BalanceHistory, BalanceHistoryQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.history), params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useBalanceHistoryQuery } = getBalanceHistoryApi;
