import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { marketplaceRoutes, OrderPoints } from '@pvz/contracts/api/marketplaces';
import { pointsToOrderTo } from '../../services/client-orders/order-points.js';

/** GET /api/clients/order-points: the pick-up points a client may order to, with address and place on the map. */
const orderPoints: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    marketplaceRoutes.orderPoints,
    {
      schema: { tags: ['clients'], response: { 200: OrderPoints, ...errorResponses } },
      config: { access: { client: true } },
    },
    async () => ({ points: await pointsToOrderTo(app.db) }),
  );
};

export default orderPoints;
