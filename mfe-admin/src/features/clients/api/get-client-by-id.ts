import { apiPath } from '@pvz/api-client/api-url';
import { type ClientCard, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { clientsApi } from './clients-api';

/** POST /api/clients/get-client-by-id {id} → the client's card: referrals both ways and the ledger. */
const getClientByIdApi = clientsApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetClientCard: build.query<ClientCard, number>({
      query: (id) => ({ url: apiPath(clientAccountRoutes.getClientById), method: 'POST', body: { id } }),
      providesTags: ['AdminClients'],
    }),
  }),
});

export const { useAdminGetClientCardQuery } = getClientByIdApi;
