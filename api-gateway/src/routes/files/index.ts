import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import files from './file-routes.js';

/** /api/files/*: uploaded files. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(files);
};

export default routes;
