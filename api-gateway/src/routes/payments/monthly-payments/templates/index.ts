import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  EditTemplateBody,
  MonthlyPayments,
  monthlyPaymentsRoutes,
  TemplateBody,
  TemplateIdBody,
} from '@pvz/contracts/api/monthly-payments';
import { staffOf } from '../../../../plugins/app/access.js';
import { createTemplate, deleteTemplate, editTemplate } from '../../../../services/payments/monthly-payments.js';

/** /api/payments/monthly-payments/templates/*: add, change and stop a recurring expense (the service audits each). */
const templates: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: { page: 'finance-monthly-payments' as const, level: 'write' as const } };
  const response = { 200: MonthlyPayments, ...errorResponses };

  app.post(
    monthlyPaymentsRoutes.createTemplate,
    { schema: { tags: ['payments'], body: TemplateBody, response }, config },
    async (request) => app.db.transaction().execute((trx) => createTemplate(trx, staffOf(request), request.body)),
  );

  app.post(
    monthlyPaymentsRoutes.editTemplate,
    { schema: { tags: ['payments'], body: EditTemplateBody, response }, config },
    async (request) => app.db.transaction().execute((trx) => editTemplate(trx, staffOf(request), request.body)),
  );

  app.post(
    monthlyPaymentsRoutes.deleteTemplate,
    { schema: { tags: ['payments'], body: TemplateIdBody, response }, config },
    async (request) =>
      app.db.transaction().execute((trx) => deleteTemplate(trx, staffOf(request), request.body.id, request.body.month)),
  );
};

export default templates;
