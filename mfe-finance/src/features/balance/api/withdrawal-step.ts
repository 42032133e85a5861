import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Withdrawal, type WithdrawalIdBody } from '@pvz/contracts/api/balance';
import { balanceApi, withdrawalChangedTags } from './balance-api';

export type WithdrawalStep = 'hand-over' | 'receive' | 'cancel';

const stepUrl: Record<WithdrawalStep, string> = {
  'hand-over': balanceRoutes.handOverWithdrawal,
  receive: balanceRoutes.receiveWithdrawal,
  cancel: balanceRoutes.cancelWithdrawal,
};

/** POST /api/balance/withdrawals/{hand-over|receive|cancel}: a step of a withdrawal. */
const withdrawalStepApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalStep: build.mutation<Withdrawal, WithdrawalIdBody & { step: WithdrawalStep }>({
      query: ({ step, ...body }) => ({ url: apiPath(stepUrl[step]), method: 'POST', body }),
      invalidatesTags: [...withdrawalChangedTags],
    }),
  }),
});

export const { useWithdrawalStepMutation } = withdrawalStepApi;
