import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import boughtGoods from './bought-goods.js';
import myOrders from './my-orders.js';

/** The client's own parcels: «Мои заказы» and bought goods. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(myOrders);
  await app.register(boughtGoods);
};

export default routes;
