import { apiPath } from '@pvz/api-client/api-url';
import { type BalanceQuery, balanceRoutes, type MonthlyFlows } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/monthly: money in and out per month, for the chart. */
const getMonthlyFlowsApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    monthlyFlows: build.query<MonthlyFlows, BalanceQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.monthly), params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useMonthlyFlowsQuery } = getMonthlyFlowsApi;
