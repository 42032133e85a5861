import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { DayQuery, DayRoutes, itineraryRoutes, SavedRoute, StopOutcomeBody } from '@pvz/contracts/api/itinerary';
import { staffOf } from '../../plugins/app/access.js';
import { finishStop, myRoutes, routeById } from '../../services/itinerary/saved-routes.js';
import { answerOnce } from '../../services/operations.js';

/** «Мой маршрут»: the courier's routes of a day and each stop marked done or failed. */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    itineraryRoutes.mine,
    {
      schema: { tags: ['itinerary'], querystring: DayQuery, response: { 200: DayRoutes, ...errorResponses } },
      config: { access: { page: 'delivery-courier' as const, level: 'read' as const } },
    },
    async (request) => ({ routes: await myRoutes(app.db, staffOf(request).user.id, request.query.day) }),
  );

  app.post(
    itineraryRoutes.stop,
    {
      schema: { tags: ['itinerary'], body: StopOutcomeBody, response: { 200: SavedRoute, ...errorResponses } },
      config: { access: { page: 'delivery-courier' as const, level: 'write' as const } },
    },
    async (request, reply) =>
      answerOnce(request, reply, 'itinerary.stop', async (trx) =>
        routeById(trx, await finishStop(trx, staffOf(request), request.body)),
      ),
  );
};

export default courierRoutes;
