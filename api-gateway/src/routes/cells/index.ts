import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import addCells from './add-cells.js';
import getCells from './get-cells.js';

/** /api/cells/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(addCells);
  await app.register(getCells);
};

export default routes;
