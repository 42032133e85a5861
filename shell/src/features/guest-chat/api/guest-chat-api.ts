import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type ChatMessage,
  type ChatPoints,
  type ClientThread,
  type GuestKeyBody,
  type GuestSendBody,
  type GuestStartBody,
  type GuestThreadKey,
  guestChatRoutes,
} from '@pvz/contracts/api/chat';

/** A guest's support thread, reached by its id and token; the live socket invalidates `GuestChat`. */
export const guestChatApi = baseApi.enhanceEndpoints({ addTagTypes: ['GuestChat'] }).injectEndpoints({
  endpoints: (build) => ({
    guestThread: build.query<ClientThread, GuestKeyBody>({
      query: (key) => ({ url: apiPath(guestChatRoutes.thread), method: 'POST', body: key }),
      providesTags: ['GuestChat'],
    }),
    guestChatPoints: build.query<ChatPoints, void>({
      query: () => apiPath(guestChatRoutes.points),
    }),
    startGuestThread: build.mutation<GuestThreadKey, GuestStartBody>({
      query: (body) => ({ url: apiPath(guestChatRoutes.start), method: 'POST', body }),
    }),
    sendGuestMessage: build.mutation<ChatMessage, GuestSendBody>({
      query: (body) => ({ url: apiPath(guestChatRoutes.send), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['GuestChat'] : []),
    }),
  }),
});

export const {
  useGuestThreadQuery,
  useGuestChatPointsQuery,
  useStartGuestThreadMutation,
  useSendGuestMessageMutation,
} = guestChatApi;
