import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { itineraryRoutes, PlannedRoute, RouteBody, RoutePlaces } from '@pvz/contracts/api/itinerary';
import { staffOf } from '../../plugins/app/access.js';
import { configuredProvider } from '../../services/itinerary/distances.js';
import { planRoute } from '../../services/itinerary/plan-route.js';
import { placeChoices } from '../../services/itinerary/route-places.js';
import { couriers } from '../../services/itinerary/saved-routes.js';

// planning changes nothing: whoever may open «Маршрут» may plan
const access = { page: 'delivery-itinerary' as const, level: 'read' as const };

/** «Маршрут»: what a route may use, and a route through it in the order given or the shortest. */
const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const distances = configuredProvider(app.db, app.config.maps.osrmUrl);

  app.get(
    itineraryRoutes.places,
    { schema: { tags: ['itinerary'], response: { 200: RoutePlaces, ...errorResponses } }, config: { access } },
    async (request) => {
      const [places, drivers] = await Promise.all([placeChoices(app.db, staffOf(request).scope), couriers(app.db)]);
      return { places, couriers: drivers };
    },
  );

  app.post(
    itineraryRoutes.route,
    {
      schema: { tags: ['itinerary'], body: RouteBody, response: { 200: PlannedRoute, ...errorResponses } },
      config: { access },
    },
    async (request) => planRoute(app.db, staffOf(request).scope, request.body, distances),
  );
};

export default planRoutes;
