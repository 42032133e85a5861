import { apiPath } from '@pvz/api-client/api-url';
import type { SuccessResponse } from '@pvz/contracts/api/common';
import { type EmployeeMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messagesApi } from './messages-api';

/** POST /api/users/message {title, message, username} (spec §7): a message to one employee. */
const messageEmployeeApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    messageEmployee: build.mutation<SuccessResponse, EmployeeMessageBody>({
      query: (body) => ({ url: apiPath(notificationRoutes.messageEmployee), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['SentBroadcasts'] : []),
    }),
  }),
});

export const { useMessageEmployeeMutation } = messageEmployeeApi;
