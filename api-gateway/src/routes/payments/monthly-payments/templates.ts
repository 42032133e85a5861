import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  EditTemplateBody,
  MonthlyPayments,
  monthlyPaymentsRoutes,
  TemplateBody,
  TemplateIdBody,
} from '@pvz/contracts/api/monthly-payments';
import { staffOf } from '../../../plugins/app/access.js';
import { audit } from '../../../services/audit.js';
import { createTemplate, deleteTemplate, editTemplate } from '../../../services/payments/monthly-payments.js';

/** /api/payments/monthly-payments/templates/*: add, change and stop a recurring expense (audited). */
const templates: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: { page: 'finance-monthly-payments' as const, level: 'write' as const } };
  const response = { 200: MonthlyPayments, ...errorResponses };

  app.post(
    monthlyPaymentsRoutes.createTemplate,
    { schema: { tags: ['payments'], body: TemplateBody, response }, config },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        const actor = staffOf(request);
        const answer = await createTemplate(trx, actor, request.body);
        await audit(trx, actor, { entity: 'monthly-payment', entityId: 'new', action: 'create', after: request.body });
        return answer;
      }),
  );

  app.post(
    monthlyPaymentsRoutes.editTemplate,
    { schema: { tags: ['payments'], body: EditTemplateBody, response }, config },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        const actor = staffOf(request);
        const answer = await editTemplate(trx, actor, request.body);
        await audit(trx, actor, {
          entity: 'monthly-payment',
          entityId: request.body.id,
          action: 'update',
          after: request.body,
        });
        return answer;
      }),
  );

  app.post(
    monthlyPaymentsRoutes.deleteTemplate,
    { schema: { tags: ['payments'], body: TemplateIdBody, response }, config },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        const actor = staffOf(request);
        const answer = await deleteTemplate(trx, actor, request.body.id, request.body.month);
        await audit(trx, actor, { entity: 'monthly-payment', entityId: request.body.id, action: 'delete' });
        return answer;
      }),
  );
};

export default templates;
