import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Recipients, type RecipientsQuery } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/withdrawals/recipients: the staff a withdrawal may go to, or one point's people. */
const getRecipientsApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRecipients: build.query<Recipients, RecipientsQuery | undefined>({
      query: (params) => ({ url: apiPath(balanceRoutes.recipients), params: params ?? {} }),
    }),
  }),
});

export const { useWithdrawalRecipientsQuery } = getRecipientsApi;
