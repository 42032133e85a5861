import { apiPath } from '@pvz/api-client/api-url';
import { clientAccountRoutes, type EditClientAnswer, type EditClientBody } from '@pvz/contracts/api/client-account';
import { profileApi } from './profile-api';

/** POST /api/clients/edit-client {client, flag} → «Пароли совпадают» when saved. */
const editClientApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    clientEditAccount: build.mutation<EditClientAnswer, EditClientBody>({
      query: (body) => ({ url: apiPath(clientAccountRoutes.editClient), method: 'POST', body }),
      invalidatesTags: ['ClientProfile'],
    }),
  }),
});

export const { useClientEditAccountMutation } = editClientApi;
