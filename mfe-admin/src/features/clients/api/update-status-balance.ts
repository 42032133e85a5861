import { apiPath } from '@pvz/api-client/api-url';
import {
  type ClientPhoneBody,
  clientAccountRoutes,
  type UpdateStatusBalanceAnswer,
} from '@pvz/contracts/api/client-account';
import { clientsApi } from './clients-api';

/** POST /api/clients/update-status-balance {phoneNumber}: credits the referral bonus for that friend, once. */
const updateStatusBalanceApi = clientsApi.injectEndpoints({
  endpoints: (build) => ({
    adminAccrueReferralBonus: build.mutation<UpdateStatusBalanceAnswer, ClientPhoneBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.updateStatusBalance), method: 'POST', body }),
      invalidatesTags: ['AdminClients'],
    }),
  }),
});

export const { useAdminAccrueReferralBonusMutation } = updateStatusBalanceApi;
