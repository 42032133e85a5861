import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { balanceRoutes, Recipients, RecipientsQuery, Withdrawals, WithdrawalsQuery } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { listWithdrawals, recipients } from '../../../services/balance/withdrawals.js';
import steps from './steps.js';

/** /api/balance/withdrawals/*: the withdrawals of the caller's points and those that go to the caller. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.withdrawals,
    {
      schema: { tags: ['balance'], querystring: WithdrawalsQuery, response: { 200: Withdrawals, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const actor = staffOf(request);
      return listWithdrawals(app.db, actor, { scope: actor.scope, ...request.query });
    },
  );

  app.get(
    balanceRoutes.recipients,
    {
      schema: { tags: ['balance'], querystring: RecipientsQuery, response: { 200: Recipients, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'write', point: pointIn('query', 'pvzId') } },
    },
    async (request) => ({ recipients: await recipients(app.db, request.query.pvzId) }),
  );

  await app.register(steps);
};

export default routes;
