import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CellList, CellsQuery, cellRoutes } from '@pvz/contracts/api/cells';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn } from '../../plugins/app/access.js';
import { pointCells } from '../../services/cells.js';

/** GET /api/cells/get-cells?pvzId=: a point's cells with the client in each (a point of the caller's scope). */
const getCells: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    cellRoutes.getCells,
    {
      schema: { tags: ['cells'], querystring: CellsQuery, response: { 200: CellList, ...errorResponses } },
      config: { access: { page: 'admin-cells', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      return { cells: await pointCells(app.db, request.query.pvzId) };
    },
  );
};

export default getCells;
