import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import debtors from './debtors/index.js';
import monthlyPayments from './monthly-payments/index.js';

/** /api/payments/*: «Ежемесячные платежи» and «Должники». */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(monthlyPayments);
  await app.register(debtors);
};

export default routes;
