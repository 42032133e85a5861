import { apiPath } from '@pvz/api-client/api-url';
import { queryEncryptedList } from '@pvz/api-client/encrypted-list';
import { type ClientList, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { clientsApi } from './clients-api';

/** GET /api/clients/get-clients: the list arrives encrypted and is opened with the session key. */
const getClientsApi = clientsApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetClients: build.query<ClientList, void>({
      queryFn: (_arg, api, _extra, baseQuery) =>
        queryEncryptedList<ClientList>(apiPath(clientAccountRoutes.getClients), api.getState(), baseQuery),
      providesTags: ['AdminClients'],
    }),
  }),
});

export const { useAdminGetClientsQuery } = getClientsApi;
