import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import type { EditPolicyBody, Policy, PolicyName } from '@pvz/contracts/api/policies';
import { policyRoutes } from '@pvz/contracts/api/policies';

const policiesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Policy'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/public/policy?name=: a policy as published (read by visitors and by ADMIN's editor) */
    policy: build.query<Policy, PolicyName>({
      query: (name) => ({ url: apiPath(policyRoutes.publicPolicy), params: { name } }),
      providesTags: (_result, _error, name) => [{ type: 'Policy', id: name }],
    }),
    /** POST /api/settings/edit-policy {name, text}: publishes a policy's text */
    editPolicy: build.mutation<Policy, EditPolicyBody>({
      query: (body) => ({ url: apiPath(policyRoutes.editPolicy), method: 'POST', body }),
      invalidatesTags: (_result, _error, { name }) => [{ type: 'Policy', id: name }],
    }),
  }),
});

export const { usePolicyQuery, useEditPolicyMutation } = policiesApi;
