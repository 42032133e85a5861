import { baseApi } from '@pvz/api-client/base-api';

/** The monthly payments' slice of the shared API: every change answers the month again and refreshes it. */
export const monthlyPaymentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MonthlyPayments'] });
