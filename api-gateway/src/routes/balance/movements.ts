import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { balanceRoutes, Movements, MovementsQuery } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { pointIn } from '../../plugins/app/access.js';
import { accountMovements } from '../../services/balance/movements.js';
import { balancePeriod } from './period.js';

/** GET /api/balance/movements: the moves behind a point's cash or online figure, newest first. */
const movements: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.movements,
    {
      schema: { tags: ['balance'], querystring: MovementsQuery, response: { 200: Movements, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) =>
      accountMovements(app.db, { ...request.query, ...balancePeriod(request.query.from, request.query.to) }),
  );
};

export default movements;
