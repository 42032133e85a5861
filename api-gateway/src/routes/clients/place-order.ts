import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { CartBody, CartQuote, marketplaceRoutes, PlacedOrder } from '@pvz/contracts/api/marketplaces';
import { messages } from '@pvz/contracts/messages';
import { clientOf } from '../../plugins/app/access.js';
import { withMoney } from '../../services/goods/write.js';
import { priceCart } from '../../services/product-lookup/cart.js';
import type { ProductLookup } from '../../services/product-lookup/lookup.js';
import { loadSettings } from '../../services/settings.js';

/**
 * POST /api/clients/quote-order: the cart priced for a point; POST /api/clients/place-order: the
 * cart as purchase rows of the signed-in client at that point, one row per unit (LEGACY-NOTES §2.1),
 * created by the client, priced again on the server.
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
        schema: { tags: ['clients'], body: CartBody, response: { 200: PlacedOrder, ...errorResponses } },
        config: { access: { client: true, phoneVerified: true } },
      },
      async (request) => {
        const { client } = clientOf(request);
        const { pointId } = request.body;
        const settings = await loadSettings(app.db);
        // the marketplaces are read outside the transaction: no lock waits on a slow site
        const { quote, items } = await priceCart(app.db, lookup, settings, pointId, request.body.items);
        const rowIds = await app.db.transaction().execute(async (trx) => {
          const ids: number[] = [];
          for (const item of items) {
            const fields = {
              client_phone: client.phoneNumber,
              client_name: client.fio,
              point_id: pointId,
              marketplace_id: item.marketplaceId,
              product_link: item.rowLink,
              product_name: item.size === null ? item.name : `${item.name}, размер ${item.size}`,
              price_site: item.price,
              percent_bp: item.percentBp,
            };
            const values = {
              kind: 'purchase' as const,
              ...fields,
              ...withMoney('purchase', fields, settings),
              created_by: client.phoneNumber,
              updated_by: client.phoneNumber,
            };
            const created = await trx
              .insertInto('goods')
              .values(Array.from({ length: item.quantity }, () => values))
              .returning('id')
              .execute();
            ids.push(...created.map((row) => row.id));
          }
          await trx
            .insertInto('goods_events')
            .values(
              ids.map((goodsId) => ({
                goods_id: goodsId,
                type: 'created',
                actor_id: null,
                actor: client.phoneNumber,
                point_id: pointId,
                details: JSON.stringify({ placedBy: 'client' }),
              })),
            )
            .execute();
          return ids;
        });
        return { message: messages.orderPlaced, rowIds, quote };
      },
    );
  };
}
