import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BroadcastAnswer,
  BroadcastBody,
  broadcastRoutes,
  RecipientsCount,
  RecipientsCountBody,
} from '@pvz/contracts/api/broadcasts';
import { errorResponses } from '@pvz/contracts/api/common';
import fp from 'fastify-plugin';
import { staffOf } from '../../plugins/app/access.js';
import { answerOnceThenPush } from '../../services/notifications/answer-then-push.js';
import { countRecipients, sendBroadcast } from '../../services/notifications/broadcasts.js';

const write = { access: { page: 'admin-messages' as const, level: 'write' as const } };

/**
 * POST /api/messages/broadcast: a message to an audience, sent once per operation id; a small
 * audience is pushed once it is committed (a replay pushes nothing again), a big one by the outbox job.
 * POST /api/messages/recipients-count: how many it would reach, asked before writing to everybody.
 */
const broadcast: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    broadcastRoutes.send,
    {
      schema: { tags: ['notifications'], body: BroadcastBody, response: { 200: BroadcastAnswer, ...errorResponses } },
      config: write,
    },
    // the answer waits for the push attempt, as the spec's single messages do
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'messages.broadcast', async (trx) => {
        const outcome = await sendBroadcast(trx, staffOf(request), request.body);
        return { answer: outcome.answer, notificationIds: outcome.pushNow };
      }),
  );

  app.post(
    broadcastRoutes.recipientsCount,
    {
      schema: {
        tags: ['notifications'],
        body: RecipientsCountBody,
        response: { 200: RecipientsCount, ...errorResponses },
      },
      config: write,
    },
    async (request) => ({ recipients: await countRecipients(app.db, staffOf(request), request.body.audience) }),
  );
};

export default fp(broadcast, { name: 'message-broadcast', dependencies: ['push'], encapsulate: true });
