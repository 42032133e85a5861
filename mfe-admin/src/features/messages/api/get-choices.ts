import { apiPath } from '@pvz/api-client/api-url';
import { type BroadcastChoices, broadcastRoutes } from '@pvz/contracts/api/broadcasts';
import { messagesApi } from './messages-api';

/** GET /api/messages/choices: the roles and the staff the form offers. */
const getChoicesApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messagesChoices: build.query<BroadcastChoices, void>({
      query: () => apiPath(broadcastRoutes.choices),
    }),
  }),
});

export const { useMessagesChoicesQuery } = getChoicesApi;
