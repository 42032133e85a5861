import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { notificationRoutes, ReadAnswer, ReadNotificationsBody } from '@pvz/contracts/api/notifications';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ownNotifications } from './own-notifications.js';

/** POST /api/notifications/read {ids} and /read-all: marks the caller's own notifications read; others' ids are ignored. */
const readNotifications: FastifyPluginAsyncTypebox = async (app) => {
  const markRead = async (request: FastifyRequest, ids: readonly number[] | null) => {
    const own = ownNotifications(request);
    let update = app.db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where(own)
      .where('read_at', 'is', null);
    if (ids) update = update.where('id', 'in', ids);
    await update.execute();
    const left = await app.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('unread'))
      .where(own)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { success: true as const, unread: left.unread };
  };

  app.post(
    notificationRoutes.read,
    {
      schema: {
        tags: ['notifications'],
        body: ReadNotificationsBody,
        response: { 200: ReadAnswer, ...errorResponses },
      },
      config: { access: { signedIn: true } },
    },
    async (request) => markRead(request, request.body.ids),
  );

  app.post(
    notificationRoutes.readAll,
    {
      schema: { tags: ['notifications'], response: { 200: ReadAnswer, ...errorResponses } },
      config: { access: { signedIn: true } },
    },
    async (request) => markRead(request, null),
  );
};

export default readNotifications;
