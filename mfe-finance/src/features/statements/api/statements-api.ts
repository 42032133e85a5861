import { apiPath } from '@pvz/api-client/api-url';
import { baseApi } from '@pvz/api-client/base-api';
import {
  type CategoryRuleChange,
  type CategoryRules,
  type CreateCategoryRuleBody,
  type DeleteCategoryRuleBody,
  type StatementBatches,
  type StatementDecisions,
  type StatementImported,
  type StatementMapping,
  type StatementPreview,
  statementFields,
  statementRoutes,
  type UndoStatementBody,
} from '@pvz/contracts/api/statements';

export interface StatementUpload {
  file: File;
  bankId: number;
  mapping: StatementMapping | null;
  decisions?: StatementDecisions;
}

/** The multipart form the gateway reads: the file and the JSON fields. */
function formOf({ file, bankId, mapping, decisions }: StatementUpload): FormData {
  const body = new FormData();
  body.append(statementFields.bankId, String(bankId));
  if (mapping) body.append(statementFields.mapping, JSON.stringify(mapping));
  if (decisions) body.append(statementFields.decisions, JSON.stringify(decisions));
  body.append(statementFields.file, file);
  return body;
}

/** The statement import: preview and import send the file; an import or an undo moves the bank's money. */
const statementsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Statements', 'StatementRules', 'AdvanceReport', 'Banks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      previewStatement: build.mutation<StatementPreview, StatementUpload>({
        query: (upload) => ({ url: apiPath(statementRoutes.preview), method: 'POST', body: formOf(upload) }),
      }),
      importStatement: build.mutation<StatementImported, StatementUpload>({
        query: (upload) => ({ url: apiPath(statementRoutes.import), method: 'POST', body: formOf(upload) }),
        invalidatesTags: ['Statements', 'AdvanceReport', 'Banks'],
      }),
      statementBatches: build.query<StatementBatches, void>({
        query: () => apiPath(statementRoutes.batches),
        providesTags: ['Statements'],
      }),
      undoStatement: build.mutation<StatementBatches, UndoStatementBody>({
        query: (body) => ({ url: apiPath(statementRoutes.undo), method: 'POST', body }),
        invalidatesTags: ['Statements', 'AdvanceReport', 'Banks'],
      }),
      categoryRules: build.query<CategoryRules, void>({
        query: () => apiPath(statementRoutes.rules),
        providesTags: ['StatementRules'],
      }),
      createCategoryRule: build.mutation<CategoryRuleChange, CreateCategoryRuleBody>({
        query: (body) => ({ url: apiPath(statementRoutes.createRule), method: 'POST', body }),
        invalidatesTags: ['StatementRules'],
      }),
      deleteCategoryRule: build.mutation<CategoryRuleChange, DeleteCategoryRuleBody>({
        query: (body) => ({ url: apiPath(statementRoutes.deleteRule), method: 'POST', body }),
        invalidatesTags: ['StatementRules'],
      }),
    }),
  });

export const {
  usePreviewStatementMutation,
  useImportStatementMutation,
  useStatementBatchesQuery,
  useUndoStatementMutation,
  useCategoryRulesQuery,
  useCreateCategoryRuleMutation,
  useDeleteCategoryRuleMutation,
} = statementsApi;
