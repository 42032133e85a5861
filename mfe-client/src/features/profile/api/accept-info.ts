import { apiPath } from '@pvz/api-client/api-url';
import { type AcceptInfoBody, clientAccountRoutes, type ProfileAnswer } from '@pvz/contracts/api/client-account';
import { profileApi } from './profile-api';

/** POST /api/clients/accept-info {client: {age, gender}}. */
const acceptInfoApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    clientSaveInfo: build.mutation<ProfileAnswer, AcceptInfoBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.acceptInfo), method: 'POST', body }),
      invalidatesTags: ['ClientProfile'],
    }),
  }),
});

export const { useClientSaveInfoMutation } = acceptInfoApi;
