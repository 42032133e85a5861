import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CellList, CellsQuery, cellRoutes } from '@pvz/contracts/api/cells';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn } from '../../plugins/app/access.js';
import { assertActivePoint } from '../../services/point-exists.js';

/** GET /api/cells/get-cells?pvzId=: a point's cells with the client in each (a point of the caller's scope). */
const getCells: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    cellRoutes.getCells,
    {
      schema: { tags: ['cells'], querystring: CellsQuery, response: { 200: CellList, ...errorResponses } },
      config: { access: { page: 'admin-cells', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      await assertActivePoint(app.db, request.query.pvzId);
      const cells = await app.db
        .selectFrom('cells')
        .select(['id', 'number', 'client_phone as clientPhone'])
        .where('point_id', '=', request.query.pvzId)
        .orderBy('number')
        .execute();
      return { cells };
    },
  );
};

export default getCells;
