import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { ReturnBoxes, ReturnBoxesQuery, returnsRoutes } from '@pvz/contracts/api/returns';
import { staffOf } from '../../../plugins/app/access.js';
import { listReturnBoxes } from '../../../services/returns/return-boxes.js';

/** The return boxes of the caller's points, open or closed. */
const returnBoxes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    returnsRoutes.boxes,
    {
      schema: { tags: ['returns'], querystring: ReturnBoxesQuery, response: { 200: ReturnBoxes, ...errorResponses } },
      config: { access: { page: 'goods-refunds-distribution', level: 'read' } },
    },
    async (request) => ({
      boxes: await listReturnBoxes(app.db, request.query.closed ?? false, staffOf(request).scope),
    }),
  );
};

export default returnBoxes;
