import { apiPath } from '@pvz/api-client/api-url';
import {
  balanceRoutes,
  type IncomeRates,
  type IncomeRatesQuery,
  type SetIncomeRateBody,
} from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/income/rates and POST …/rates/set: an earner's percent over time; the director sets it. */
const incomeRatesApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    incomeRates: build.query<IncomeRates, IncomeRatesQuery>({
      query: (params) => ({ url: apiPath(balanceRoutes.incomeRates), params }),
      providesTags: ['IncomeRates'],
    }),
    setIncomeRate: build.mutation<IncomeRates, SetIncomeRateBody>({
      query: (body) => ({ url: apiPath(balanceRoutes.setIncomeRate), method: 'POST', body }),
      invalidatesTags: ['IncomeRates', 'Balance'],
    }),
  }),
});

export const { useIncomeRatesQuery, useSetIncomeRateMutation } = incomeRatesApi;
