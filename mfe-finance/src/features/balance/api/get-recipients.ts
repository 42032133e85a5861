import { apiPath } from '@pvz/api-client/api-url';
import { balanceRoutes, type Recipients } from '@pvz/contracts/api/balance';
import { balanceApi } from './balance-api';

/** GET /api/balance/withdrawals/recipients: the staff a withdrawal may go to. */
const getRecipientsApi = balanceApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawalRecipients: build.query<Recipients, void>({ query: () => apiPath(balanceRoutes.recipients) }),
  }),
});

export const { useWithdrawalRecipientsQuery } = getRecipientsApi;
