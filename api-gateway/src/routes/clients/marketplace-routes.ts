import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductLookup } from '../../services/product-lookup/lookup.js';
import { fetchSiteRoutes } from './fetch-site.js';
import orderPoints from './order-points.js';
import { placeOrderRoutes } from './place-order.js';

/** Marketplace product lookups (fetch-site*) and placing the cart as purchase rows. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // one lookup (and its cache) per app, shared by the lookups and the cart
  const lookup = new ProductLookup(app.config.productLookup);
  await app.register(fetchSiteRoutes(lookup));
  await app.register(orderPoints);
  await app.register(placeOrderRoutes(lookup));
};

export default routes;
