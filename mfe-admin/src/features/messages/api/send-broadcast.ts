import { apiPath } from '@pvz/api-client/api-url';
import {
  type BroadcastAnswer,
  type BroadcastBody,
  broadcastRoutes,
  type RecipientsCount,
  type RecipientsCountBody,
} from '@pvz/contracts/api/broadcasts';
import { messagesApi } from './messages-api';

/** POST /api/messages/broadcast, and /api/messages/recipients-count asked before writing to everybody. */
const sendBroadcastApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messagesBroadcast: build.mutation<BroadcastAnswer, BroadcastBody>({
      query: (body) => ({ url: apiPath(broadcastRoutes.send), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['SentBroadcasts'] : []),
    }),
    messagesRecipientsCount: build.mutation<RecipientsCount, RecipientsCountBody>({
      query: (body) => ({ url: apiPath(broadcastRoutes.recipientsCount), method: 'POST', body }),
    }),
  }),
});

export const { useMessagesBroadcastMutation, useMessagesRecipientsCountMutation } = sendBroadcastApi;
