import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceQuery, balanceRoutes, Income, Withdrawal, WithdrawIncomeBody } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { incomeOf, withdrawIncome } from '../../../services/balance/income.js';
import { answerOnce } from '../../../services/operations.js';
import { balancePeriod } from '../period.js';
import rates from './rates/index.js';

/** /api/balance/income/*: partner points' and regional managers' income, and «Вывод дохода». */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.income,
    {
      schema: { tags: ['balance'], querystring: BalanceQuery, response: { 200: Income, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { start, end } = balancePeriod(request.query.from, request.query.to);
      const income = await incomeOf(app.db, actor, { scope: actor.scope, pvzId: request.query.pvzId, start, end });
      return { from: start, to: end, ...income };
    },
  );

  // the cash comes out of the point's box: the point must be the caller's
  app.post(
    balanceRoutes.withdrawIncome,
    {
      schema: { tags: ['balance'], body: WithdrawIncomeBody, response: { 200: Withdrawal, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request, reply) =>
      answerOnce(request, reply, 'balance.income.withdraw', (trx) =>
        withdrawIncome(trx, staffOf(request), request.body),
      ),
  );

  await app.register(rates);
};

export default routes;
