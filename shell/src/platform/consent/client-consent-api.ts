import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type AcceptDocsBody,
  type AcceptInfoBody,
  type ClientProfile,
  clientAccountRoutes,
  type ProfileAnswer,
} from '@pvz/contracts/api/client-account';
import type { VerifyPhoneBody } from '@pvz/contracts/api/client-identity';

/**
 * The cabinet's consent calls: the client's profile, accepting the documents, giving age and gender,
 * proving the phone of an account made before phones were proven.
 */
const clientConsentApi = baseApi.enhanceEndpoints({ addTagTypes: ['ClientProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    consentClientProfile: build.query<ClientProfile, void>({
      query: () => apiPath(clientAccountRoutes.me),
      providesTags: ['ClientProfile'],
    }),
    consentAcceptDocs: build.mutation<ProfileAnswer, AcceptDocsBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.acceptDocs), method: 'POST', body }),
      invalidatesTags: ['ClientProfile'],
    }),
    consentAcceptInfo: build.mutation<ProfileAnswer, AcceptInfoBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.acceptInfo), method: 'POST', body }),
      invalidatesTags: ['ClientProfile'],
    }),
    consentVerifyPhone: build.mutation<ProfileAnswer, VerifyPhoneBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.verifyPhone), method: 'POST', body }),
      invalidatesTags: ['ClientProfile'],
    }),
  }),
});

export const {
  useConsentClientProfileQuery,
  useConsentAcceptDocsMutation,
  useConsentAcceptInfoMutation,
  useConsentVerifyPhoneMutation,
} = clientConsentApi;
