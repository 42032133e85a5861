import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceAnswer, UpdateSumBalanceBody } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { addToBalance } from '../../services/clients/balance-correction.js';

/** POST /api/clients/update-sum-balance {id, balance, reason}: staff add (or, negative, take) kopecks. */
const updateSumBalance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/clients/update-sum-balance',
    {
      schema: { tags: ['clients'], body: UpdateSumBalanceBody, response: { 200: BalanceAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { id, balance, reason, operationId } = request.body;
      const next = await addToBalance(app.db, { clientId: id, reason, operationId, by: actor.user.username }, balance);
      return { success: true as const, balance: next };
    },
  );
};

export default updateSumBalance;
