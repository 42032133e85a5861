import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import saas from './saas/index.js';

/** /api/spreadsheets/*: the calculation tables that are not goods (the licensees'). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(saas);
};

export default routes;
