import { apiPath } from '@pvz/api-client/api-url';
import { type BalanceQuery, balanceRoutes, type Income } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/income: what partner points and regional managers earned, and may withdraw. */
const getIncomeApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    income: build.query<Income, BalanceQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.income), params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useIncomeQuery } = getIncomeApi;
