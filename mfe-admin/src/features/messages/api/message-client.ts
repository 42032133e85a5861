import { apiPath } from '@pvz/api-client/api-url';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import { type ClientMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messagesApi } from './messages-api';

/** POST /api/messages {title, message, phoneNumber} (spec §7): a message to one client. */
const messageClientApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messageClient: build.mutation<SuccessResponse, ClientMessageBody>({
      query: (body) => ({ url: apiPath(notificationRoutes.messageClient), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['SentBroadcasts'] : []),
    }),
  }),
});

export const { useMessageClientMutation } = messageClientApi;
