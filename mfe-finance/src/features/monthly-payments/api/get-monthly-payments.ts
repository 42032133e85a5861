import { apiPath } from '@pvz/api-client/api-url';
import {
  type MonthlyPayments,
  type MonthlyPaymentsQuery,
  monthlyPaymentsRoutes,
} from '@pvz/contracts/api/monthly-payments';
import { monthlyPaymentsApi } from './monthly-payments-api';

/** GET /api/payments/monthly-payments?month=: the templates projected onto the month, due or paid. */
const getMonthlyPaymentsApi = monthlyPaymentsApi.injectEndpoints({
  endpoints: (build) => ({
    monthlyPayments: build.query<MonthlyPayments, MonthlyPaymentsQuery>({
      query: (params) => ({ url: apiPath(monthlyPaymentsRoutes.list), params }),
      providesTags: ['MonthlyPayments'],
    }),
  }),
});

export const { useMonthlyPaymentsQuery } = getMonthlyPaymentsApi;
