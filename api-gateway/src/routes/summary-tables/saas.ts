import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { licenseeRoutes, SaasSummary, SaasSummaryQuery } from '@pvz/contracts/api/licensees';
import { saasSummary } from '../../services/licensees/balances.js';

/** /api/summary-tables/saas: what the licensees were invoiced, month by month (the page's right). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    licenseeRoutes.summary,
    {
      schema: {
        tags: ['licensees'],
        querystring: SaasSummaryQuery,
        response: { 200: SaasSummary, ...errorResponses },
      },
      config: { access: { page: 'licensee-saas-summary' as const, level: 'read' as const } },
    },
    async (request) => saasSummary(app.db, request.query.year),
  );
};

export default routes;
