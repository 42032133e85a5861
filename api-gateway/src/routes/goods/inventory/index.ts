import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inventoryScopes } from '@pvz/contracts/api/inventory';
import { inventoryCheckRoute } from './[scope]/check-route.js';
import { inventoryReportRoutes } from './[scope]/report-routes.js';

/** The inventory routes of both counts (the point's parcels, the shop's goods). */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  for (const scope of inventoryScopes) {
    await app.register(inventoryCheckRoute(scope));
    await app.register(inventoryReportRoutes(scope));
  }
};
export default plugin;
