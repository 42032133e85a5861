import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceAnswer, EditBalanceBody } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { setBalance } from '../../services/clients/balance-correction.js';
import { clientIdByPhone } from '../../services/clients/client-card.js';

/** POST /api/clients/edit-balance {phoneNumber, balance, reason}: staff set a client's balance (kopecks). */
const editBalance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/clients/edit-balance',
    {
      schema: { tags: ['clients'], body: EditBalanceBody, response: { 200: BalanceAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { phoneNumber, balance, reason, operationId } = request.body;
      const clientId = await clientIdByPhone(app.db, phoneNumber);
      const next = await setBalance(app.db, { clientId, reason, operationId, by: actor.user.username }, balance);
      return { success: true as const, balance: next };
    },
  );
};

export default editBalance;
