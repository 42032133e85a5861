import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  MonthlyPayments,
  MonthlyPaymentsQuery,
  monthlyPaymentsRoutes,
  Payers,
  PayMonthlyBody,
} from '@pvz/contracts/api/monthly-payments';
import { staffOf } from '../../../plugins/app/access.js';
import { answerOnce } from '../../../services/operations.js';
import { monthlyPayments, payers, payMonthly } from '../../../services/payments/monthly-payments.js';
import templates from './templates/index.js';

/** /api/payments/monthly-payments/*: the month's recurring expenses, paid once each. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const access = (level: 'read' | 'write') => ({ access: { page: 'finance-monthly-payments' as const, level } });

  app.get(
    monthlyPaymentsRoutes.list,
    {
      schema: {
        tags: ['payments'],
        querystring: MonthlyPaymentsQuery,
        response: { 200: MonthlyPayments, ...errorResponses },
      },
      config: access('read'),
    },
    async (request) => monthlyPayments(app.db, staffOf(request).scope, request.query.month),
  );

  app.post(
    monthlyPaymentsRoutes.pay,
    {
      schema: { tags: ['payments'], body: PayMonthlyBody, response: { 200: MonthlyPayments, ...errorResponses } },
      config: access('write'),
    },
    async (request, reply) =>
      answerOnce(request, reply, 'payments.monthly.pay', (trx) => payMonthly(trx, staffOf(request), request.body)),
  );

  app.get(
    monthlyPaymentsRoutes.payers,
    { schema: { tags: ['payments'], response: { 200: Payers, ...errorResponses } }, config: access('write') },
    async (request) => payers(app.db, staffOf(request)),
  );

  await app.register(templates);
};

export default routes;
