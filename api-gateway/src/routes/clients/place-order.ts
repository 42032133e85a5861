import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { CartBody, CartQuote, marketplaceRoutes, PlacedOrder, PlaceOrderBody } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { clientOf } from '../../plugins/app/access.js';
import { createClientPurchases } from '../../services/client-orders/place-order.js';
import { answerOnce } from '../../services/operations.js';
import { priceCart } from '../../services/product-lookup/cart.js';
import type { ProductLookup } from '../../services/product-lookup/lookup.js';
import { loadSettings } from '../../services/settings.js';

/**
 * POST /api/clients/quote-order: the cart priced for a point; POST /api/clients/place-order: the
 * cart as purchase rows of the signed-in client at that point, priced again on the server; the
 * operation id places a cart once, however often it is sent.
 */
export function placeOrderRoutes(lookup: ProductLookup): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      marketplaceRoutes.quoteOrder,
      {
        schema: { tags: ['clients'], body: CartBody, response: { 200: CartQuote, ...errorResponses } },
        config: { access: { client: true } },
      },
      async (request) => {
        const settings = await loadSettings(app.db);
        const { quote } = await priceCart(app.db, lookup, settings, request.body.pointId, request.body.items);
        return quote;
      },
    );

    app.post(
      marketplaceRoutes.placeOrder,
      {
        schema: { tags: ['clients'], body: PlaceOrderBody, response: { 200: PlacedOrder, ...errorResponses } },
        config: { access: { client: true, phoneVerified: true } },
      },
      async (request, reply) => {
        const { client } = clientOf(request);
        const { pointId } = request.body;
        const settings = await loadSettings(app.db);
        // the marketplaces are read outside the transaction: no lock waits on a slow site
        const { quote, items } = await priceCart(app.db, lookup, settings, pointId, request.body.items);
        return answerOnce(request, reply, 'clients.place-order', async (trx) => {
          const rowIds = await createClientPurchases(trx, client, pointId, items, settings, app.config.sessionSecret);
          return { message: messages.orderPlaced, rowIds, quote };
        });
      },
    );
  };
}
