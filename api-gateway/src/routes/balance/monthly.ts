import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BalanceHistory,
  BalanceHistoryQuery,
  BalanceQuery,
  balanceRoutes,
  MonthlyFlows,
} from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { balanceHistory, monthlyFlows } from '../../services/balance/point-balances.js';
import { balancePeriod } from './period.js';

/** GET /api/balance/monthly and /history: money in and out per month, a point's balance per day, for the charts. */
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

  app.get(
    balanceRoutes.history,
    {
      schema: {
        tags: ['balance'],
        querystring: BalanceHistoryQuery,
        response: { 200: BalanceHistory, ...errorResponses },
      },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const { start, end } = balancePeriod(request.query.from, request.query.to);
      return balanceHistory(app.db, request.query.pvzId, start, end);
    },
  );
};

export default monthly;
