import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { goodsLookupRoutes, PublicOrder, PublicOrderQuery } from '@pvz/contracts/api/goods-lookup';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { resolveOrderLink } from '../../services/goods/lookup/order-links.js';
import { publicOrderOf } from '../../services/goods/lookup/public-order.js';
import { loadSettings } from '../../services/settings.js';

/** Links one address may try per minute: the page is open to everybody, so guessing is slowed down. */
const ORDER_PAGES_PER_MINUTE = 60;

/** GET /api/public/order?link=: a client's parcels of the link's kind and their sums, without a login. */
const publicOrderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    goodsLookupRoutes.publicOrder,
    {
      schema: {
        tags: ['goods'],
        querystring: PublicOrderQuery,
        response: { 200: PublicOrder, 400: errorResponses[400], 404: errorResponses[404], 429: errorResponses[429] },
      },
      config: {
        access: { public: true },
        rateLimit: { max: Math.min(ORDER_PAGES_PER_MINUTE, app.config.requestsPerMinute), timeWindow: 60_000 },
      },
    },
    async (request) => {
      // a forged link and a link of nobody look the same: not found
      const owner = await resolveOrderLink(app.db, app.config.sessionSecret, request.query.link);
      const settings = await loadSettings(app.db);
      const page = owner && (await publicOrderOf(app.db, owner.kind, owner.phone, settings.cashRoundingStep));
      if (!page) throw notFound(messages.orderPageNotFound);
      return page;
    },
  );
};

export default publicOrderRoute;
