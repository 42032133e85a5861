import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import acceptBoxRoute from './accept-box-route.js';
import boxRecordRoutes from './box-record-routes.js';
import courierRoutes from './courier-routes.js';
import sortingRoutes from './sorting-routes.js';

/** Distribution boxes: sorting, couriers, the box page and the acceptance of a whole box at its point. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sortingRoutes);
  await app.register(courierRoutes);
  await app.register(boxRecordRoutes);
  await app.register(acceptBoxRoute);
};
export default plugin;
