import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { HomeSummary, homeRoutes } from '@pvz/contracts/api/home';
import { staffOf } from '../../plugins/app/access.js';
import { homeSummary } from '../../services/home/home-summary.js';

/** /api/home/summary: the staff home pages, each part by the page right that explains it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    homeRoutes.summary,
    {
      schema: { tags: ['home'], response: { 200: HomeSummary, ...errorResponses } },
      config: { access: { staff: true } },
    },
    async (request) => homeSummary(app.db, app.config.sessionSecret, staffOf(request)),
  );
};

export default routes;
