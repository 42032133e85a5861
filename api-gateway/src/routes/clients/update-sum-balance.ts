import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceAnswer, clientAccountRoutes, UpdateSumBalanceBody } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { addToBalance } from '../../services/clients/balance-correction.js';
import { answerOnce } from '../../services/operations.js';

/**
 * POST /api/clients/update-sum-balance {id, balance, reason, operationId}: staff add (or, negative,
 * take) kopecks; the same operation id moves the balance once.
 */
const updateSumBalance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.updateSumBalance,
    {
      schema: { tags: ['clients'], body: UpdateSumBalanceBody, response: { 200: BalanceAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { id, balance, reason, operationId } = request.body;
      return answerOnce(request, reply, 'clients.update-sum-balance', async (trx) => {
        const next = await addToBalance(trx, { clientId: id, reason, operationId, by: actor.user.username }, balance);
        return { success: true as const, balance: next };
      });
    },
  );
};

export default updateSumBalance;
