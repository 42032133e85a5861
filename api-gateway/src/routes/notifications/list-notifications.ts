import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  NotificationPage,
  NotificationsQuery,
  notificationRoutes,
  notificationsPageSize,
} from '@pvz/contracts/api/notifications';
import { sql } from 'kysely';
import { ownNotifications } from './own-notifications.js';

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
    async (request) => {
      const own = ownNotifications(request);
      const page = request.query.page ?? 1;
      const [rows, counts] = await Promise.all([
        app.db
          .selectFrom('notifications')
          .select(['id', 'title', 'message', 'created_at', 'read_at'])
          .where(own)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(notificationsPageSize)
          .offset((page - 1) * notificationsPageSize)
          .execute(),
        app.db
          .selectFrom('notifications')
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`(count(*) filter (where read_at is null))::int`.as('unread'),
          ])
          .where(own)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          title: row.title,
          message: row.message,
          createdAt: row.created_at.toISOString(),
          readAt: row.read_at?.toISOString() ?? null,
        })),
        total: counts.total,
        unread: counts.unread,
        page,
        pageSize: notificationsPageSize,
      };
    },
  );
};

export default listNotifications;
