import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Withdrawal, type WithdrawIncomeBody } from '@pvz/contracts/api/balance';
import { balanceApi, withdrawalChangedTags } from './balance-api';

/** POST /api/balance/income/withdraw: «Вывод дохода» from a point's box. */
const withdrawIncomeApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawIncome: build.mutation<Withdrawal, WithdrawIncomeBody>({
      query: (body) => ({ url: apiPath(balanceRoutes.withdrawIncome), method: 'POST', body }),
      invalidatesTags: [...withdrawalChangedTags],
    }),
  }),
});

export const { useWithdrawIncomeMutation } = withdrawIncomeApi;
