import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { Debtors, DebtorsQuery, debtorsRoutes } from '@pvz/contracts/api/service-balances';
import { staffOf } from '../../../plugins/app/access.js';
import { debtorsOf } from '../../../services/delivery/debtors.js';

/** GET /api/payments/debtors: «Должники», all debts, by month or this month's. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    debtorsRoutes.list,
    {
      schema: { tags: ['payments'], querystring: DebtorsQuery, response: { 200: Debtors, ...errorResponses } },
      // debtors are customers and employees: what they owe is the page's to show (like the points' money)
      config: { access: { page: 'finance-debtors', level: 'read' } },
    },
    async (request) => debtorsOf(app.db, app.config.sessionSecret, staffOf(request).scope, request.query),
  );
};

export default routes;
