import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  Calculation,
  CalculationChange,
  CalculationQuery,
  InvoiceBody,
  licenseeRoutes,
} from '@pvz/contracts/api/licensees';
import { staffOf } from '../../../plugins/app/access.js';
import { calculation, issueInvoice } from '../../../services/licensees/calculation.js';
import { assertLicenseeDirector } from '../../../services/licensees/licensees.js';
import { answerOnce } from '../../../services/operations.js';

/** /api/spreadsheets/saas*: the licensees' month calculated (the page's right) and invoiced (the director's). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['licensees'];
  const access = (level: 'read' | 'write') => ({ access: { page: 'licensee-saas' as const, level } });

  app.get(
    licenseeRoutes.calculation,
    {
      schema: { tags, querystring: CalculationQuery, response: { 200: Calculation, ...errorResponses } },
      config: access('read'),
    },
    async (request) => calculation(app.db, request.query.month),
  );

  app.post(
    licenseeRoutes.invoice,
    {
      schema: { tags, body: InvoiceBody, response: { 200: CalculationChange, ...errorResponses } },
      config: access('write'),
    },
    async (request, reply) => {
      assertLicenseeDirector(staffOf(request));
      return answerOnce(request, reply, 'licensee.invoice', (trx) =>
        issueInvoice(trx, staffOf(request), request.body, app.config.sessionSecret),
      );
    },
  );
};

export default routes;
