import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceQuery, balanceRoutes, MonthlyFlows } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { monthlyFlows } from '../../services/balance/point-balances.js';
import { balancePeriod } from './period.js';

/** GET /api/balance/monthly: money in and out per month of the period, for the chart. */
const monthly: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.monthly,
    {
      schema: { tags: ['balance'], querystring: BalanceQuery, response: { 200: MonthlyFlows, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const { start, end } = balancePeriod(request.query.from, request.query.to);
      const scope = staffOf(request).scope;
      return { months: await monthlyFlows(app.db, { scope, pvzId: request.query.pvzId, start, end }) };
    },
  );
};

export default monthly;
