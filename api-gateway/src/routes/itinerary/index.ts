import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { itineraryRoutes, PlannedRoute, RouteBody } from '@pvz/contracts/api/itinerary';
import { staffOf } from '../../plugins/app/access.js';
import { planRoute } from '../../services/itinerary/plan-route.js';

/** /api/itinerary/*: «Маршрут», a route through the caller's points, in their order or the shortest. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    itineraryRoutes.route,
    {
      schema: { tags: ['itinerary'], body: RouteBody, response: { 200: PlannedRoute, ...errorResponses } },
      // it changes nothing: whoever may open the page may plan
      config: { access: { page: 'delivery-itinerary' as const, level: 'read' as const } },
    },
    async (request) => planRoute(app.db, staffOf(request).scope, request.body),
  );
};

export default routes;
