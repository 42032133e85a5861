import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceAnswer, clientAccountRoutes, EditBalanceBody } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { setBalance } from '../../services/clients/balance-correction.js';
import { clientIdByPhone } from '../../services/clients/client-card.js';
import { answerOnce } from '../../services/operations.js';

/**
 * POST /api/clients/edit-balance {phoneNumber, balance, reason, operationId}: staff set a client's
 * balance (kopecks); the same operation id moves it once.
 */
const editBalance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.editBalance,
    {
      schema: { tags: ['clients'], body: EditBalanceBody, response: { 200: BalanceAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { phoneNumber, balance, reason, operationId } = request.body;
      const clientId = await clientIdByPhone(app.db, phoneNumber);
      return answerOnce(request, reply, 'clients.edit-balance', async (trx) => {
        const next = await setBalance(trx, { clientId, reason, operationId, by: actor.user.username }, balance);
        return { success: true as const, balance: next };
      });
    },
  );
};

export default editBalance;
