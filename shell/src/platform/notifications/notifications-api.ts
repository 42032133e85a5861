import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type NotificationPage,
  notificationRoutes,
  type ReadAnswer,
  type ReadNotificationsBody,
} from '@pvz/contracts/api/notifications';

/** The bell's calls: the caller's own notifications (first page) and marking them read. */
const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    notificationsList: build.query<NotificationPage, void>({
      query: () => apiPath(notificationRoutes.list),
      providesTags: ['Notifications'],
    }),
    notificationsRead: build.mutation<ReadAnswer, ReadNotificationsBody>({
      query: (body) => ({ url: apiPath(notificationRoutes.read), method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
    notificationsReadAll: build.mutation<ReadAnswer, void>({
      query: () => ({ url: apiPath(notificationRoutes.readAll), method: 'POST', body: {} }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useNotificationsListQuery, useNotificationsReadMutation, useNotificationsReadAllMutation } =
  notificationsApi;
