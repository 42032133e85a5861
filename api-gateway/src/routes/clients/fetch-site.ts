import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { LinkBody, type MarketplaceKey, marketplaceRoutes, Product } from '@pvz/contracts/api/marketplaces';
import type { ProductLookup } from '../../services/product-lookup/lookup.js';

/** Each legacy lookup call and the marketplace its links must belong to (spec §7, LEGACY-NOTES §6.4). */
const lookups: readonly { url: string; marketplace: MarketplaceKey }[] = [
  { url: marketplaceRoutes.fetchSite, marketplace: 'wb' },
  { url: marketplaceRoutes.fetchSitePrice, marketplace: 'wb' },
  { url: marketplaceRoutes.fetchSiteOz, marketplace: 'ozon' },
  { url: marketplaceRoutes.fetchSiteOz2, marketplace: 'ozon' },
  { url: marketplaceRoutes.fetchSiteOz3, marketplace: 'ozon' },
  { url: marketplaceRoutes.fetchSiteYm, marketplace: 'ym' },
];

/** POST /api/clients/fetch-site* {link}: name, price (kopecks), picture and sizes of a marketplace product. */
export function fetchSiteRoutes(lookup: ProductLookup): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const { url, marketplace } of lookups) {
      app.post(
        url,
        {
          schema: { tags: ['clients'], body: LinkBody, response: { 200: Product, ...errorResponses } },
          config: { access: { client: true } },
        },
        async (request) => lookup.lookup(request.body.link, [marketplace]),
      );
    }
  };
}
