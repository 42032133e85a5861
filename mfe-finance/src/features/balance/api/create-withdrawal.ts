import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type CreateWithdrawalBody, type Withdrawal } from '@pvz/contracts/api/balance';
import { balanceApi, withdrawalChangedTags } from './balance-api';

/** POST /api/balance/withdrawals/create: a request for money from a point. */
const createWithdrawalApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    createWithdrawal: build.mutation<Withdrawal, CreateWithdrawalBody>({
      query: (body) => ({ url: apiPath(balanceRoutes.createWithdrawal), method: 'POST', body }),
      invalidatesTags: [...withdrawalChangedTags],
    }),
  }),
});

export const { useCreateWithdrawalMutation } = createWithdrawalApi;
