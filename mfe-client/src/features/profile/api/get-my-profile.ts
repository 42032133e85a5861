import { apiPath } from '@pvz/api-client/api-url';
import { type ClientProfile, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { profileApi } from './profile-api';

/** GET /api/clients/me → the client's name, phone, age, gender and acceptance dates. */
const getMyProfileApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    clientMyProfile: build.query<ClientProfile, void>({
      query: () => apiPath(clientAccountRoutes.me),
      providesTags: ['ClientProfile'],
    }),
  }),
});

export const { useClientMyProfileQuery } = getMyProfileApi;
