import { apiPath } from '@pvz/api-client/api-url';
import { broadcastRoutes, type SentPage, type SentQuery } from '@pvz/contracts/api/broadcasts';
import { messagesApi } from './messages-api';

/** GET /api/messages/sent, filtered and paged on the server. */
const getSentApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messagesSent: build.query<SentPage, SentQuery>({
      query: (query) => ({
        url: apiPath(broadcastRoutes.sent),
        params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: ['SentBroadcasts'],
    }),
  }),
});

export const { useMessagesSentQuery } = getSentApi;
