import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import serviceBalances from './[service]/index.js';
import debtors from './debtors.js';
import income from './income/index.js';
import monthly from './monthly.js';
import movements from './movements.js';
import points from './points.js';
import trackbis from './trackbis/index.js';
import withdrawals from './withdrawals/index.js';

/** /api/balance/*: «Баланс ПВЗ», the points' money in the ledger; the services', the debtors' and the licensees' balances. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(points);
  await app.register(movements);
  await app.register(monthly);
  await app.register(withdrawals);
  await app.register(income);
  await app.register(serviceBalances);
  await app.register(debtors);
  await app.register(trackbis);
};

export default routes;
