import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { goodsListsRoutes, Turnover, TurnoverQuery } from '@pvz/contracts/api/goods-lists';
import { monthStartOf, moscowDay } from '@pvz/contracts/moscow-time';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { checkedPeriod } from '../../services/lists/period.js';
import { loadTurnover } from '../../services/lists/turnover.js';

/** GET /api/goods/turnover: the goods turnover of the caller's points (or one) over a period, default this month. */
export const turnoverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    goodsListsRoutes.turnover,
    {
      schema: { tags: ['goods'], querystring: TurnoverQuery, response: { 200: Turnover, ...errorResponses } },
      config: { access: { page: 'goods-turnover', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const { scope } = staffOf(request);
      const today = moscowDay();
      const period = checkedPeriod(request.query.from ?? monthStartOf(today), request.query.to ?? today);
      const start = period.start as string;
      const end = period.end as string;
      const figures = await loadTurnover(app.db, {
        start,
        end,
        pvzId: request.query.pvzId,
        scope,
        group: request.query.group ?? 'none',
      });
      return { from: start, to: end, ...figures };
    },
  );
};
