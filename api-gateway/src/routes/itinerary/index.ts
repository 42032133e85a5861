import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import courierRoutes from './courier-routes.js';
import planRoutes from './plan-routes.js';
import savedRoutes from './saved-routes.js';

/** /api/itinerary/*: planning routes, keeping them for a day and a courier, and driving them. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(planRoutes);
  await app.register(savedRoutes);
  await app.register(courierRoutes);
};
export default plugin;
