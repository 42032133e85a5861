import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  DayQuery,
  DayRoutes,
  itineraryRoutes,
  RouteIdBody,
  RouteIdQuery,
  SavedRoute,
  SaveRouteBody,
} from '@pvz/contracts/api/itinerary';
import { staffOf } from '../../plugins/app/access.js';
import { configuredProvider } from '../../services/itinerary/distances.js';
import { removeRoute, routeById, routesOfDay, saveRoute } from '../../services/itinerary/saved-routes.js';
import { answerOnce } from '../../services/operations.js';

const planner = (level: 'read' | 'write') => ({ access: { page: 'delivery-itinerary' as const, level } });

/** Routes kept for a day and a courier: save (or change one not started), open, drop, and the day's overview. */
const savedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const distances = configuredProvider(app.db, app.config.maps.osrmUrl);

  app.post(
    itineraryRoutes.save,
    {
      schema: { tags: ['itinerary'], body: SaveRouteBody, response: { 200: SavedRoute, ...errorResponses } },
      config: planner('write'),
    },
    async (request, reply) =>
      answerOnce(request, reply, 'itinerary.save', (trx) => saveRoute(trx, staffOf(request), request.body, distances)),
  );

  app.get(
    itineraryRoutes.record,
    {
      schema: { tags: ['itinerary'], querystring: RouteIdQuery, response: { 200: SavedRoute, ...errorResponses } },
      config: planner('read'),
    },
    async (request) => routeById(app.db, request.query.id, staffOf(request).scope),
  );

  app.post(
    itineraryRoutes.remove,
    {
      schema: { tags: ['itinerary'], body: RouteIdBody, response: { 200: RouteIdBody, ...errorResponses } },
      config: planner('write'),
    },
    async (request) => {
      await removeRoute(app.db, staffOf(request), request.body.id);
      return { id: request.body.id };
    },
  );

  app.get(
    itineraryRoutes.day,
    {
      schema: { tags: ['itinerary'], querystring: DayQuery, response: { 200: DayRoutes, ...errorResponses } },
      config: { access: { page: 'delivery-dispatch' as const, level: 'read' as const } },
    },
    async (request) => ({ routes: await routesOfDay(app.db, staffOf(request).scope, request.query.day) }),
  );
};

export default savedRoutes;
