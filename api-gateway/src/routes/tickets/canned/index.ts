import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CannedAnswer, CannedAnswerBody, CannedAnswers, CannedIdBody, ticketRoutes } from '@pvz/contracts/api/chat';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../../plugins/app/access.js';
import { addCannedAnswer, cannedAnswers, removeCannedAnswer } from '../../../services/chat/canned-answers.js';

const access = (level: 'read' | 'write') => ({ access: { page: 'extra-tickets' as const, level } });

/** /api/tickets/canned*: the answers staff keep ready to send. */
const canned: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ticketRoutes.canned,
    { schema: { tags: ['tickets'], response: { 200: CannedAnswers, ...errorResponses } }, config: access('read') },
    async () => ({ answers: await cannedAnswers(app.db) }),
  );

  app.post(
    ticketRoutes.cannedCreate,
    {
      schema: { tags: ['tickets'], body: CannedAnswerBody, response: { 200: CannedAnswer, ...errorResponses } },
      config: access('write'),
    },
    async (request) => addCannedAnswer(app.db, staffOf(request), request.body),
  );

  app.post(
    ticketRoutes.cannedRemove,
    {
      schema: { tags: ['tickets'], body: CannedIdBody, response: { 200: CannedIdBody, ...errorResponses } },
      config: access('write'),
    },
    async (request) => {
      await removeCannedAnswer(app.db, staffOf(request), request.body.id);
      return request.body;
    },
  );
};
export default canned;
