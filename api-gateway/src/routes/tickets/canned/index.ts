import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CannedAnswer, CannedAnswerBody, CannedAnswers, CannedIdBody, ticketRoutes } from '@pvz/contracts/api/chat';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { badRequest, notFound } from '../../../errors.js';
import { staffOf } from '../../../plugins/app/access.js';

const access = (level: 'read' | 'write') => ({ access: { page: 'extra-tickets' as const, level } });

/** /api/tickets/canned*: the answers staff keep ready to send. */
const canned: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ticketRoutes.canned,
    { schema: { tags: ['tickets'], response: { 200: CannedAnswers, ...errorResponses } }, config: access('read') },
    async () => ({
      answers: await app.db
        .selectFrom('chat_canned_answers')
        .select(['id', 'title', 'body'])
        .where('deleted_at', 'is', null)
        .orderBy('title')
        .execute(),
    }),
  );

  app.post(
    ticketRoutes.cannedCreate,
    {
      schema: { tags: ['tickets'], body: CannedAnswerBody, response: { 200: CannedAnswer, ...errorResponses } },
      config: access('write'),
    },
    async (request) => {
      const title = request.body.title.trim();
      const body = request.body.body.trim();
      if (title === '') throw badRequest(messages.chatCannedTitleEmpty);
      if (body === '') throw badRequest(messages.chatCannedBodyEmpty);
      return app.db
        .insertInto('chat_canned_answers')
        .values({ title, body, created_by: staffOf(request).user.id })
        .returning(['id', 'title', 'body'])
        .executeTakeFirstOrThrow();
    },
  );

  app.post(
    ticketRoutes.cannedRemove,
    {
      schema: { tags: ['tickets'], body: CannedIdBody, response: { 200: CannedIdBody, ...errorResponses } },
      config: access('write'),
    },
    async (request) => {
      const removed = await app.db
        .updateTable('chat_canned_answers')
        .set({ deleted_at: sql`now()` })
        .where('id', '=', request.body.id)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw notFound(messages.chatCannedNotFound);
      return request.body;
    },
  );
};
export default canned;
