import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { PercentsQuery, PercentTable, pvzPercentRoutes } from '@pvz/contracts/api/pvz-percent';
import { pointIn } from '../../plugins/app/access.js';
import { percentTable } from '../../services/pvz-percent/percent-table.js';

/** GET /api/pvz-percent/get-percents?pvzId=: the service percentage for every marketplace × kind at a point. */
const getPercents: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pvzPercentRoutes.getPercents,
    {
      schema: { tags: ['pvz-percent'], querystring: PercentsQuery, response: { 200: PercentTable, ...errorResponses } },
      config: { access: { page: 'admin-pvz-percent', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => percentTable(app.db, request.query.pvzId),
  );
};

export default getPercents;
