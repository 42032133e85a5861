import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type ServiceBalance,
  type ServiceBalanceQuery,
  type ServiceWithdrawBody,
  serviceBalanceRoutes,
} from '@pvz/contracts/api/service-balances';
import type { ServiceAction } from '@pvz/contracts/api/service-rows';

const urls: Record<ServiceAction, { balance: string; withdraw: string }> = {
  delivery: { balance: serviceBalanceRoutes.delivery, withdraw: serviceBalanceRoutes.deliveryWithdraw },
  sorting: { balance: serviceBalanceRoutes.sort, withdraw: serviceBalanceRoutes.sortWithdraw },
};

/**
 * GET /api/balance/delivery|sort and POST …/withdraw: a service's money, who paid it in the period,
 * and the withdrawals from it. `ServiceBalance` goes stale with every withdrawal.
 */
const serviceBalanceApi = baseApi.enhanceEndpoints({ addTagTypes: ['ServiceBalance'] }).injectEndpoints({
  endpoints: (build) => ({
    serviceBalance: build.query<ServiceBalance, ServiceBalanceQuery & { action: ServiceAction }>({
      query: ({ action, ...params }) => ({ url: apiPath(urls[action].balance), params }),
      providesTags: ['ServiceBalance'],
    }),
    withdrawFromService: build.mutation<ServiceBalance, ServiceWithdrawBody & { action: ServiceAction }>({
      query: ({ action, ...body }) => ({ url: apiPath(urls[action].withdraw), method: 'POST', body }),
      invalidatesTags: ['ServiceBalance'],
    }),
  }),
});

export const { useServiceBalanceQuery, useWithdrawFromServiceMutation } = serviceBalanceApi;
