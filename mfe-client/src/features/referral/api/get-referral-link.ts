import { apiPath } from '@pvz/api-client/api-url';
import { clientAccountRoutes, type ReferralLinkAnswer } from '@pvz/contracts/api/client-account';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/referral-link → the client's own invitation link. */
const getReferralLinkApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientReferralLink: build.query<ReferralLinkAnswer, void>({
      query: () => apiPath(clientAccountRoutes.referralLink),
    }),
  }),
});

export const { useClientReferralLinkQuery } = getReferralLinkApi;
