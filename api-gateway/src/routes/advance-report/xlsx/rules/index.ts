import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CategoryRuleChange,
  CategoryRules,
  CreateCategoryRuleBody,
  DeleteCategoryRuleBody,
  statementRoutes,
} from '@pvz/contracts/api/statements';
import { staffOf } from '../../../../plugins/app/access.js';
import { answerOnce } from '../../../../services/operations.js';
import {
  categoryRules,
  createCategoryRule,
  deleteCategoryRule,
} from '../../../../services/statements/category-rules.js';
import { assertDirector } from '../../../../services/statements/statement-import.js';

/** /api/advance-report/xlsx/rules*: the rules that suggest a category for money out, the director's. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['advance-report'];
  const config = { access: { page: 'finance-statement-import' as const, level: 'write' as const } };

  app.get(
    statementRoutes.rules,
    { schema: { tags, response: { 200: CategoryRules, ...errorResponses } }, config },
    async (request) => {
      assertDirector(staffOf(request));
      return categoryRules(app.db);
    },
  );

  app.post(
    statementRoutes.createRule,
    {
      schema: { tags, body: CreateCategoryRuleBody, response: { 200: CategoryRuleChange, ...errorResponses } },
      config,
    },
    async (request, reply) => {
      assertDirector(staffOf(request));
      return answerOnce(request, reply, 'statement.rule.create', (trx) =>
        createCategoryRule(trx, staffOf(request), request.body),
      );
    },
  );

  app.post(
    statementRoutes.deleteRule,
    {
      schema: { tags, body: DeleteCategoryRuleBody, response: { 200: CategoryRuleChange, ...errorResponses } },
      config,
    },
    async (request, reply) => {
      assertDirector(staffOf(request));
      return answerOnce(request, reply, 'statement.rule.delete', (trx) =>
        deleteCategoryRule(trx, staffOf(request), request.body.id),
      );
    },
  );
};

export default routes;
