import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import rows from './rows/index.js';

/** /api/delivery/*: the delivery and sorting service. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rows);
};

export default routes;
