import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, Text } from './primitives.js';

/**
 * Statement import (/advance-report/xlsx): a bank statement (xlsx, csv, or a 1C client-bank exchange
 * file) previewed, then imported as cashless advance-report rows with their ledger transfers. The
 * file goes up as multipart form data with the fields named here, twice: to preview, then to import.
 */
export const statementRoutes = {
  /** POST multipart (file, bankId, mapping?) → StatementPreview; no money moves, the bank's column profile is kept */
  preview: '/api/advance-report/xlsx/preview',
  /**
   * POST multipart (file, bankId, mapping, decisions) → StatementImported (the director); a repeat
   * finds its lines imported and imports nothing (409)
   */
  import: '/api/advance-report/xlsx/import',
  /** GET → StatementBatches: the imports, newest first */
  batches: '/api/advance-report/xlsx/batches',
  /** POST UndoStatementBody → StatementBatches: reverses a whole import (the director) */
  undo: '/api/advance-report/xlsx/undo',
  /** GET → CategoryRules: the rules that suggest a category for money out (the director's) */
  rules: '/api/advance-report/xlsx/rules',
  /** POST CreateCategoryRuleBody → CategoryRuleChange */
  createRule: '/api/advance-report/xlsx/rules/create',
  /** POST DeleteCategoryRuleBody → CategoryRuleChange */
  deleteRule: '/api/advance-report/xlsx/rules/delete',
} as const;

/** The multipart fields of preview and import besides the file. */
export const statementFields = {
  file: 'file',
  bankId: 'bankId',
  mapping: 'mapping',
  decisions: 'decisions',
} as const;

export const statementFormats = ['xlsx', 'csv', '1c'] as const;
export const statementFormatTitle: Record<(typeof statementFormats)[number], string> = {
  xlsx: 'Excel (xlsx)',
  csv: 'CSV',
  '1c': '1С: клиент-банк',
};

const Header = Type.String({ maxLength: 200 });
/**
 * Which header holds what ('' for none): a date, and either one signed amount or a column each way
 * (debit = out, credit = in). Kept per bank as its profile and offered again next time.
 */
export const StatementMapping = Type.Object({
  date: Header,
  amount: Header,
  debit: Header,
  credit: Header,
  counterparty: Header,
  inn: Header,
  account: Header,
  purpose: Header,
  document: Header,
});
export type StatementMapping = Static<typeof StatementMapping>;
export const emptyStatementMapping: StatementMapping = {
  date: '',
  amount: '',
  debit: '',
  credit: '',
  counterparty: '',
  inn: '',
  account: '',
  purpose: '',
  document: '',
};

export const lineStatuses = ['new', 'duplicate', 'possible'] as const;
export type LineStatus = (typeof lineStatuses)[number];
export const lineStatusTitle: Record<LineStatus, string> = {
  new: 'Новая',
  duplicate: 'Уже загружена',
  possible: 'Возможный дубль',
};

export const PreviewLine = Type.Object({
  fingerprint: Type.String(),
  row: Type.Integer(),
  day: Type.String(),
  amount: Type.Integer(),
  direction: literals(['in', 'out'] as const),
  counterparty: Type.String(),
  inn: Type.String(),
  purpose: Type.String(),
  document: Type.String(),
  status: literals(lineStatuses),
  /** a possible duplicate: the imported line it looks like */
  similarTo: Nullable(Type.String()),
  /** money out: the category a rule suggests (by INN, then by a word), else the one the same counterparty's lines were given last time */
  categoryId: Nullable(Type.Integer()),
});
export type PreviewLine = Static<typeof PreviewLine>;

export const StatementPreview = Type.Object({
  format: literals(statementFormats),
  headers: Type.Array(Type.String()),
  mapping: Nullable(StatementMapping),
  lines: Type.Array(PreviewLine),
  /** line numbers of the file that hold no readable date or amount */
  unreadable: Type.Array(Type.Integer()),
  /** a 1C file's balances against the bank's: what it will hold after the import, and the difference */
  balances: Nullable(
    Type.Object({
      opening: Nullable(Type.Integer()),
      closing: Nullable(Type.Integer()),
      bankNow: Type.Integer(),
      bankAfter: Type.Integer(),
      difference: Nullable(Type.Integer()),
    }),
  ),
});
export type StatementPreview = Static<typeof StatementPreview>;

/** What the user decided in the preview: the possible duplicates to import after all, and categories. */
export const StatementDecisions = Type.Object({
  include: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50_000 }),
  categories: Type.Record(Type.String({ maxLength: 64 }), Id),
});
export type StatementDecisions = Static<typeof StatementDecisions>;

export const StatementImported = Type.Object({
  message: Type.String(),
  batchId: Type.Integer(),
  imported: Type.Integer(),
  skipped: Type.Integer(),
});
export type StatementImported = Static<typeof StatementImported>;

export const StatementBatch = Type.Object({
  id: Type.Integer(),
  bank: Type.String(),
  fileName: Type.String(),
  lines: Type.Integer(),
  incoming: Type.Integer(),
  outgoing: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Type.String(),
  undoneAt: Nullable(Type.String()),
});
export const StatementBatches = Type.Object({ batches: Type.Array(StatementBatch) });
export type StatementBatches = Static<typeof StatementBatches>;

export const UndoStatementBody = Type.Object({ operationId: OperationId, batchId: Id });
export type UndoStatementBody = Static<typeof UndoStatementBody>;

export const ruleMatches = ['inn', 'keyword'] as const;
export type RuleMatch = (typeof ruleMatches)[number];
export const ruleMatchTitle: Record<RuleMatch, string> = { inn: 'ИНН контрагента', keyword: 'Слово в назначении' };

export const CategoryRule = Type.Object({
  id: Type.Integer(),
  match: literals(ruleMatches),
  pattern: Type.String(),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdAt: Type.String(),
});
export type CategoryRule = Static<typeof CategoryRule>;
export const CategoryRules = Type.Object({ rules: Type.Array(CategoryRule) });
export type CategoryRules = Static<typeof CategoryRules>;

export const CreateCategoryRuleBody = Type.Object({
  operationId: OperationId,
  match: literals(ruleMatches),
  /** an INN (10 or 12 digits) or a word of the purpose or the counterparty's name */
  pattern: Text(200, 1),
  categoryId: Id,
});
export type CreateCategoryRuleBody = Static<typeof CreateCategoryRuleBody>;
export const DeleteCategoryRuleBody = Type.Object({ operationId: OperationId, id: Id });
export type DeleteCategoryRuleBody = Static<typeof DeleteCategoryRuleBody>;
export const CategoryRuleChange = Type.Object({ message: Type.String(), rules: Type.Array(CategoryRule) });
export type CategoryRuleChange = Static<typeof CategoryRuleChange>;
