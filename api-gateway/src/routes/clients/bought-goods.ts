import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BoughtGoods, BoughtGoodsQuery, clientOrderRoutes } from '@pvz/contracts/api/client-orders';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientOf } from '../../plugins/app/access.js';
import { boughtGoodsOf } from '../../services/client-orders/my-orders.js';

/** GET /api/clients/bought-goods: «Купленные товары» of the signed-in client, a page at a time. */
const boughtGoods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientOrderRoutes.boughtGoods,
    {
      schema: {
        tags: ['clients'],
        querystring: BoughtGoodsQuery,
        response: { 200: BoughtGoods, ...errorResponses },
      },
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => boughtGoodsOf(app.db, clientOf(request).client.phoneNumber, request.query.page ?? 0),
  );
};

export default boughtGoods;
