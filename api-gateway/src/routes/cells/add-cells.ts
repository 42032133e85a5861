import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddCellsAnswer, AddCellsBody, CELLS_ADD_MAX, cellRoutes } from '@pvz/contracts/api/cells';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { addCells } from '../../services/cells.js';
import { assertActivePoint } from '../../services/point-exists.js';

/** POST /api/cells/add-cells {pvzId, count}: N more cells, numbered after the highest. */
const addCellsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    cellRoutes.addCells,
    {
      schema: { tags: ['cells'], body: AddCellsBody, response: { 200: AddCellsAnswer, ...errorResponses } },
      config: { access: { page: 'admin-cells', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { pvzId, count } = request.body;
      if (count < 1 || count > CELLS_ADD_MAX) throw badRequest(messages.cellsCountInvalid);
      const added = await app.db.transaction().execute(async (trx) => {
        await assertActivePoint(trx, pvzId);
        const numbers = await addCells(trx, pvzId, count);
        await audit(trx, actor, { entity: 'cells', entityId: pvzId, action: 'create', after: numbers });
        return numbers;
      });
      return { success: true as const, ...added };
    },
  );
};

export default addCellsRoute;
