import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BroadcastChoices, broadcastRoutes, SentPage, SentQuery } from '@pvz/contracts/api/broadcasts';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { broadcastChoices, sentPage } from '../../services/notifications/broadcast-history.js';

const page = (level: 'read' | 'write') => ({ access: { page: 'admin-messages' as const, level } });

/** GET /api/messages/sent: the broadcasts sent; GET /api/messages/choices: whom the form offers. */
const history: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    broadcastRoutes.sent,
    {
      schema: { tags: ['notifications'], querystring: SentQuery, response: { 200: SentPage, ...errorResponses } },
      config: page('read'),
    },
    async (request) => sentPage(app.db, staffOf(request), request.query),
  );

  app.get(
    broadcastRoutes.choices,
    {
      schema: { tags: ['notifications'], response: { 200: BroadcastChoices, ...errorResponses } },
      config: page('write'),
    },
    async (request) => broadcastChoices(app.db, staffOf(request)),
  );
};

export default history;
