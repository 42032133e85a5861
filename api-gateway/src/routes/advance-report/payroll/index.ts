import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { Payroll, PayrollQuery, payrollRoutes, SavePayrollBody } from '@pvz/contracts/api/employees';
import { staffOf } from '../../../plugins/app/access.js';
import { fillPayroll, payrollOf, savePayroll } from '../../../services/payroll/payroll.js';
import report from './report/index.js';

/** /api/advance-report/payroll/*: a month's payroll of the caller's employees. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({ access: { page: 'finance-payroll' as const, level } });
  const tags = ['payroll'];
  const response = { 200: Payroll, ...errorResponses };

  app.get(
    payrollRoutes.list,
    { schema: { tags, querystring: PayrollQuery, response }, config: config('read') },
    async (request) => payrollOf(app.db, staffOf(request).scope, request.query.month),
  );

  app.post(
    payrollRoutes.fill,
    { schema: { tags, body: PayrollQuery, response }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => fillPayroll(trx, staffOf(request), request.body.month)),
  );

  app.post(
    payrollRoutes.save,
    { schema: { tags, body: SavePayrollBody, response }, config: config('write') },
    async (request) =>
      app.db.transaction().execute((trx) => savePayroll(trx, staffOf(request), request.body, app.config.sessionSecret)),
  );

  await app.register(report);
};

export default routes;
