import { apiPath } from '@pvz/api-client/api-url';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import {
  type ChatMessage,
  type ClientSendBody,
  type ClientStartBody,
  type ClientThread,
  type ClientThreads,
  clientChatRoutes,
  type ReadBody,
} from '@pvz/contracts/api/chat';
import type { UploadedFile } from '@pvz/contracts/api/files';
import { clientApi } from '../../../lib/client-api';

/** The client's support threads; the live socket invalidates `Support` when something happens. */
export const supportApi = clientApi.enhanceEndpoints({ addTagTypes: ['Support'] }).injectEndpoints({
  endpoints: (build) => ({
    supportThreads: build.query<ClientThreads, void>({
      query: () => apiPath(clientChatRoutes.list),
      providesTags: ['Support'],
    }),
    startSupportThread: build.mutation<ClientThread, ClientStartBody>({
      query: (body) => ({ url: apiPath(clientChatRoutes.start), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Support'] : []),
    }),
    sendSupportMessage: build.mutation<ChatMessage, ClientSendBody>({
      query: (body) => ({ url: apiPath(clientChatRoutes.send), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Support'] : []),
    }),
    readSupportThread: build.mutation<ReadBody, ReadBody>({
      query: (body) => ({ url: apiPath(clientChatRoutes.read), method: 'POST', body }),
    }),
    uploadSupportPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'chat'),
    }),
  }),
});

export const {
  useSupportThreadsQuery,
  useStartSupportThreadMutation,
  useSendSupportMessageMutation,
  useReadSupportThreadMutation,
  useUploadSupportPhotoMutation,
} = supportApi;
