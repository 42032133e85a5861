import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storeNewOrderLinks } from '../../../services/goods/lookup/order-links.js';
import findRoute from './find.js';
import phoneCardRoute from './phone-card.js';
import publicOrderRoute from './public-order.js';

/** The search by ID, the client's phone card and the public order page. */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // links of rows written before the gateway kept them at each write, once, in the background
  app.addHook('onReady', async () => {
    storeNewOrderLinks(app.db, app.config.sessionSecret).catch((error: unknown) =>
      app.log.error({ err: error }, 'order links were not stored'),
    );
  });
  await app.register(findRoute);
  await app.register(phoneCardRoute);
  await app.register(publicOrderRoute);
};

export default lookupRoutes;
