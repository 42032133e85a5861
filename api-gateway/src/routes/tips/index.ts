import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import changeRoutes from './change-routes.js';
import readRoutes from './read-routes.js';

/** /api/tips/*: the staff help articles («Подсказки»), read by every staff role they are for, written by ADMIN. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readRoutes);
  await app.register(changeRoutes);
};
export default plugin;
