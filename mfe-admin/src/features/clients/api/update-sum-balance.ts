import { apiPath } from '@pvz/api-client/api-url';
import { type BalanceAnswer, clientAccountRoutes, type UpdateSumBalanceBody } from '@pvz/contracts/api/client-account';
import { clientsApi } from './clients-api';

/** POST /api/clients/update-sum-balance {id, balance, reason, operationId}: adds or takes kopecks. */
const updateSumBalanceApi = clientsApi.injectEndpoints({
  endpoints: (build) => ({
    adminUpdateClientBalance: build.mutation<BalanceAnswer, UpdateSumBalanceBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.updateSumBalance), method: 'POST', body }),
      invalidatesTags: ['AdminClients'],
    }),
  }),
});

export const { useAdminUpdateClientBalanceMutation } = updateSumBalanceApi;
