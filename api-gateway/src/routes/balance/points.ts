import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BalanceQuery, balanceRoutes, PointBalances } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { pointBalances, totalOf } from '../../services/balance/point-balances.js';
import { balancePeriod } from './period.js';

/** GET /api/balance/points: each point's cash box and online money now, and what moved in the period. */
const points: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.points,
    {
      schema: { tags: ['balance'], querystring: BalanceQuery, response: { 200: PointBalances, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const { start, end } = balancePeriod(request.query.from, request.query.to);
      const rows = await pointBalances(app.db, {
        scope: staffOf(request).scope,
        pvzId: request.query.pvzId,
        start,
        end,
      });
      return { from: start, to: end, points: rows, totals: totalOf(rows) };
    },
  );
};

export default points;
