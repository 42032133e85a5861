import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chronicleRoutes } from './chronicle-routes.js';
import { turnoverRoute } from './turnover-route.js';
import { workingListRoutes } from './working-list-routes.js';

/** The working lists, the chronicles and the goods turnover. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(workingListRoutes);
  await app.register(chronicleRoutes);
  await app.register(turnoverRoute);
};
export default plugin;
