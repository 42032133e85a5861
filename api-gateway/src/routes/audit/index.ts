import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import getLog from './get-log.js';

/** /api/audit/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getLog);
};

export default routes;
