import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import getPercents from './get-percents.js';
import setPercent from './set-percent.js';

/** /api/pvz-percent/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getPercents);
  await app.register(setPercent);
};

export default routes;
