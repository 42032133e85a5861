import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import saas from './saas.js';

/** /api/summary-tables/*: the summaries that are not another section's (the licensees'). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(saas);
};

export default routes;
