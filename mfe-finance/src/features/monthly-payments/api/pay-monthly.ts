import { apiPath } from '@pvz/api-client/api-url';
import {
  type MonthlyPayments,
  monthlyPaymentsRoutes,
  type Payers,
  type PayMonthlyBody,
} from '@pvz/contracts/api/monthly-payments';
import { monthlyPaymentsApi } from './monthly-payments-api';

/** POST …/pay («Оплатить», once per template and month) and GET …/payers (who may pay in cash). */
const payMonthlyApi = monthlyPaymentsApi.injectEndpoints({
  endpoints: (build) => ({
    payMonthly: build.mutation<MonthlyPayments, PayMonthlyBody>({
      query: (body) => ({ url: apiPath(monthlyPaymentsRoutes.pay), method: 'POST', body }),
      invalidatesTags: ['MonthlyPayments'],
    }),
    monthlyPayers: build.query<Payers, void>({
      query: () => apiPath(monthlyPaymentsRoutes.payers),
      providesTags: ['MonthlyPayments'],
    }),
  }),
});

export const { usePayMonthlyMutation, useMonthlyPayersQuery } = payMonthlyApi;
