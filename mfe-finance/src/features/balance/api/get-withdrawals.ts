import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Withdrawals } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/withdrawals: the requests of the user's points (or one) and those that go to the user. */
const getWithdrawalsApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawals: build.query<Withdrawals, { pvzId?: number }>({
      query: (params) => ({ url: apiPath(balanceRoutes.withdrawals), params }),
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useWithdrawalsQuery } = getWithdrawalsApi;
