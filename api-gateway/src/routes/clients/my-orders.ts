import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientOrderRoutes, MyOrders, MyOrdersQuery } from '@pvz/contracts/api/client-orders';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientOf } from '../../plugins/app/access.js';
import { myOrdersOf } from '../../services/client-orders/my-orders.js';
import { loadSettings } from '../../services/settings.js';

/** GET /api/clients/my-orders: «Мои заказы» of the signed-in client. */
const myOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientOrderRoutes.myOrders,
    {
      schema: { tags: ['clients'], querystring: MyOrdersQuery, response: { 200: MyOrders, ...errorResponses } },
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      const settings = await loadSettings(app.db);
      return myOrdersOf(app.db, client.phoneNumber, settings, request.query.delivered ?? false);
    },
  );
};

export default myOrders;
