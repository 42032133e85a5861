import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreatePayoutReportBody,
  PayoutReport,
  PayoutReportChange,
  PayoutReportQuery,
  payrollRoutes,
} from '@pvz/contracts/api/employees';
import { staffOf } from '../../../../plugins/app/access.js';
import { answerOnce } from '../../../../services/operations.js';
import { createPayoutReport, payoutReport } from '../../../../services/payroll/payout-reports.js';

/** /api/advance-report/payroll/report (+ create): the month's pay posted to the advance report. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['payroll'];

  app.get(
    payrollRoutes.report,
    {
      schema: { tags, querystring: PayoutReportQuery, response: { 200: PayoutReport, ...errorResponses } },
      config: { access: { page: 'finance-payroll', level: 'read' } },
    },
    async (request) => payoutReport(app.db, staffOf(request).scope, request.query.month, request.query.report),
  );

  app.post(
    payrollRoutes.createReport,
    {
      schema: { tags, body: CreatePayoutReportBody, response: { 200: PayoutReportChange, ...errorResponses } },
      config: { access: { page: 'finance-payroll', level: 'write' } },
    },
    async (request, reply) =>
      answerOnce(request, reply, 'payroll.report', (trx) => createPayoutReport(trx, staffOf(request), request.body)),
  );
};

export default routes;
