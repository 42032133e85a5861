import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIdentityRoutes, UseAttemptBody } from '@pvz/contracts/api/client-identity';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { spendCodeRecord } from '../../services/codes/check-code.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * POST /api/telegram/use-attempt {id}: spends a code request (the client gave up or asks for another
 * code), spec §7. Every existing request answers the same, spent already or not, with an account or not.
 */
const useAttempt: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.telegramUseAttempt,
    {
      schema: {
        tags: ['auth'],
        body: UseAttemptBody,
        response: { 200: SuccessResponse, 404: errorResponses[404] },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const { id } = request.body;
      if (!uuid.test(id)) throw notFound(messages.codeRecordNotFound);
      if (!(await spendCodeRecord(app.db, id))) throw notFound(messages.codeRecordNotFound);
      return { success: true as const };
    },
  );
};

export default useAttempt;
