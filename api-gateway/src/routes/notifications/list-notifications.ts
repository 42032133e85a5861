import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { NotificationPage, NotificationsQuery, notificationRoutes } from '@pvz/contracts/api/notifications';
import { callerOf } from '../../plugins/app/access.js';
import { inboxPage } from '../../services/notifications/inbox.js';

/** GET /api/notifications?page: the caller's own notifications, newest first, with the unread count. */
const listNotifications: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    notificationRoutes.list,
    {
      schema: {
        tags: ['notifications'],
        querystring: NotificationsQuery,
        response: { 200: NotificationPage, ...errorResponses },
      },
      config: { access: { signedIn: true } },
    },
    async (request) => inboxPage(app.db, callerOf(request), request.query.page ?? 1),
  );
};

export default listNotifications;
