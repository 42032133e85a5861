import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import { uploadFileQuery } from '@pvz/api-client/upload-file';
import {
  type AssignBody,
  type CannedAnswer,
  type CannedAnswerBody,
  type CannedAnswers,
  type CannedIdBody,
  type ChatColleagues,
  type ChatMessage,
  type Inbox,
  type InboxQuery,
  type ReadBody,
  type StaffSendBody,
  type StaffThread,
  type StatusBody,
  type ThreadSummary,
  ticketRoutes,
} from '@pvz/contracts/api/chat';
import type { UploadedFile } from '@pvz/contracts/api/files';

/** The support inbox; the live socket invalidates `Tickets` when something happens. */
export const ticketsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Tickets', 'CannedAnswers'] }).injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<Inbox, InboxQuery>({
      query: (params) => ({ url: apiPath(ticketRoutes.list), params }),
      providesTags: ['Tickets'],
    }),
    ticketThread: build.query<StaffThread, number>({
      query: (id) => ({ url: apiPath(ticketRoutes.thread), params: { id } }),
      providesTags: ['Tickets'],
    }),
    sendTicketMessage: build.mutation<ChatMessage, StaffSendBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.send), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tickets'] : []),
    }),
    assignTicket: build.mutation<ThreadSummary, AssignBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.assign), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tickets'] : []),
    }),
    setTicketStatus: build.mutation<ThreadSummary, StatusBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.status), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tickets'] : []),
    }),
    removeTicket: build.mutation<{ threadId: number }, { threadId: number }>({
      query: (body) => ({ url: apiPath(ticketRoutes.remove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Tickets'] : []),
    }),
    readTicket: build.mutation<ReadBody, ReadBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.read), method: 'POST', body }),
    }),
    ticketColleagues: build.query<ChatColleagues, number>({
      query: (id) => ({ url: apiPath(ticketRoutes.colleagues), params: { id } }),
      providesTags: ['Tickets'],
    }),
    cannedAnswers: build.query<CannedAnswers, void>({
      query: () => apiPath(ticketRoutes.canned),
      providesTags: ['CannedAnswers'],
    }),
    createCannedAnswer: build.mutation<CannedAnswer, CannedAnswerBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.cannedCreate), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['CannedAnswers'] : []),
    }),
    removeCannedAnswer: build.mutation<CannedIdBody, CannedIdBody>({
      query: (body) => ({ url: apiPath(ticketRoutes.cannedRemove), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['CannedAnswers'] : []),
    }),
    uploadChatPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'chat'),
    }),
  }),
});

export const {
  useInboxQuery,
  useTicketThreadQuery,
  useSendTicketMessageMutation,
  useAssignTicketMutation,
  useSetTicketStatusMutation,
  useRemoveTicketMutation,
  useReadTicketMutation,
  useTicketColleaguesQuery,
  useCannedAnswersQuery,
  useCreateCannedAnswerMutation,
  useRemoveCannedAnswerMutation,
  useUploadChatPhotoMutation,
} = ticketsApi;
