import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { counterKinds } from '@pvz/contracts/goods';
import { storeNewOrderLinks } from '../../services/goods/lookup/order-links.js';
import { goodsFormLookups } from './[kind]/form-lookups.js';
import recordRoutes from './[kind]/record-routes.js';
import { goodsRowRoutes } from './[kind]/row-routes.js';
import { goodsTableRoutes } from './[kind]/table-routes.js';
import acceptScan from './accept-scan.js';
import { chronicleRoutes } from './chronicle/[kind]/chronicle-routes.js';
import counterRoutes from './counter-routes.js';
import findRoute from './find.js';
import inventory from './inventory/index.js';
import { workingListRoutes } from './lists/[list]/working-list-routes.js';
import phoneCardRoute from './phone-card.js';
import returns from './returns/index.js';
import { turnoverRoute } from './turnover-route.js';

/** /api/goods/*: the tables and rows of each kind, the counter, the lists, the returns and the inventory. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // links of rows written before the gateway kept them at each write, once, in the background
  app.addHook('onReady', async () => {
    storeNewOrderLinks(app.db, app.config.sessionSecret).catch((error: unknown) =>
      app.log.error({ err: error }, 'order links were not stored'),
    );
  });
  for (const table of ['all', ...counterKinds] as const) await app.register(goodsTableRoutes(table));
  for (const kind of counterKinds) {
    await app.register(goodsRowRoutes(kind));
    await app.register(goodsFormLookups(kind));
  }
  await app.register(recordRoutes);
  await app.register(acceptScan);
  await app.register(counterRoutes);
  await app.register(findRoute);
  await app.register(phoneCardRoute);
  await app.register(workingListRoutes);
  await app.register(chronicleRoutes);
  await app.register(turnoverRoute);
  await app.register(returns);
  await app.register(inventory);
};

export default routes;
