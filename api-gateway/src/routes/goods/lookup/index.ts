import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import findRoute from './find.js';
import phoneCardRoute from './phone-card.js';
import publicOrderRoute from './public-order.js';

/** The search by ID, the client's phone card and the public order page. */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(findRoute);
  await app.register(phoneCardRoute);
  await app.register(publicOrderRoute);
};

export default lookupRoutes;
