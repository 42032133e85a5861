import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import monthlyPayments from './monthly-payments/index.js';

/** /api/payments/*: «Ежемесячные платежи» (debtors come with the service rows). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(monthlyPayments);
};

export default routes;
