import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdvanceSummary, AdvanceSummaryQuery, advanceSummaryRoutes } from '@pvz/contracts/api/advance-summary';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { advanceSummary } from '../../services/advance-report/summary.js';

/** /api/advance-report/summary-tables: «Сводные таблицы», receipts against expenses by point. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    advanceSummaryRoutes.summary,
    {
      schema: {
        tags: ['advance-report'],
        querystring: AdvanceSummaryQuery,
        response: { 200: AdvanceSummary, ...errorResponses },
      },
      config: { access: { page: 'finance-advance-summary', level: 'read' } },
    },
    async (request) => advanceSummary(app.db, staffOf(request).scope, request.query),
  );
};

export default routes;
