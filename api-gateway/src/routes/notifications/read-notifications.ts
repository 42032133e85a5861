import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { notificationRoutes, ReadAnswer, ReadNotificationsBody } from '@pvz/contracts/api/notifications';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/app/access.js';
import { markRead } from '../../services/notifications/inbox.js';

/** POST /api/notifications/read {ids} and /read-all: marks the caller's own notifications read; others' ids are ignored. */
const readNotifications: FastifyPluginAsyncTypebox = async (app) => {
  const read = async (request: FastifyRequest, ids: readonly number[] | null) => ({
    success: true as const,
    unread: await markRead(app.db, callerOf(request), ids),
  });

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
    async (request) => read(request, request.body.ids),
  );

  app.post(
    notificationRoutes.readAll,
    {
      schema: { tags: ['notifications'], response: { 200: ReadAnswer, ...errorResponses } },
      config: { access: { signedIn: true } },
    },
    async (request) => read(request, null),
  );
};

export default readNotifications;
