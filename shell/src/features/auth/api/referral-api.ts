import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type CheckReferralAnswer,
  type CreateReferralBody,
  clientAccountRoutes,
  type ReferralLinkParts,
} from '@pvz/contracts/api/client-account';
import type { SuccessResponse } from '@pvz/contracts/api/common';

/** The register page's referral calls: is the link genuine, and bind the new client to its inviter. */
const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authCheckReferral: build.query<CheckReferralAnswer, ReferralLinkParts>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.checkReferral), method: 'POST', body }),
    }),
    authCreateReferral: build.mutation<SuccessResponse, CreateReferralBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.createReferral), method: 'POST', body }),
    }),
  }),
});

export const { useAuthCheckReferralQuery, useAuthCreateReferralMutation } = referralApi;
