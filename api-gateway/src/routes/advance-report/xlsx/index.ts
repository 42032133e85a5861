import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses } from '@pvz/contracts/api/common';
import {
  StatementBatches,
  StatementImported,
  StatementPreview,
  statementRoutes,
  UndoStatementBody,
} from '@pvz/contracts/api/statements';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../../errors.js';
import { staffOf } from '../../../plugins/app/access.js';
import { answerOnce } from '../../../services/operations.js';
import { readStatement } from '../../../services/statements/read-statement.js';
import {
  assertDirector,
  importStatement,
  previewStatement,
  statementBatches,
  undoStatement,
} from '../../../services/statements/statement-import.js';
import rules from './rules/index.js';
import { readStatementForm } from './statement-form.js';

/**
 * /api/advance-report/xlsx/*: a bank statement previewed and imported as cashless rows of the advance
 * report, the imports listed and undone; all the director's (cashless money is theirs to book).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['advance-report'];
  const config = { access: { page: 'finance-statement-import' as const, level: 'write' as const } };
  const uploaded = { 413: ErrorResponse, ...errorResponses };

  app.post(
    statementRoutes.preview,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: StatementPreview, ...uploaded } }, config },
    async (request) => {
      assertDirector(staffOf(request));
      return previewStatement(app.db, staffOf(request), await readStatementForm(request));
    },
  );

  app.post(
    statementRoutes.import,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: StatementImported, ...uploaded } }, config },
    async (request) => {
      assertDirector(staffOf(request));
      const form = await readStatementForm(request);
      // the import reads the file as the preview showed it: by the columns the user saw
      const read = await readStatement(form.bytes, form.mapping, null);
      if (read.format !== '1c' && !form.mapping) throw badRequest(messages.statementMappingMissing);
      return app.db.transaction().execute((trx) => importStatement(trx, staffOf(request), form, read));
    },
  );

  app.get(
    statementRoutes.batches,
    { schema: { tags, response: { 200: StatementBatches, ...errorResponses } }, config },
    async (request) => {
      assertDirector(staffOf(request));
      return statementBatches(app.db);
    },
  );

  app.post(
    statementRoutes.undo,
    { schema: { tags, body: UndoStatementBody, response: { 200: StatementBatches, ...errorResponses } }, config },
    async (request, reply) =>
      answerOnce(request, reply, 'statement.undo', (trx) =>
        undoStatement(trx, staffOf(request), request.body.batchId, request.body.operationId),
      ),
  );

  await app.register(rules);
};

export default routes;
