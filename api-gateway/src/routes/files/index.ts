import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fileRoutes from './file-routes.js';

/** /api/files/*: uploaded files. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fileRoutes);
};

export default routes;
