import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, KOPECKS_MAX, MultilineText, PageIndex, PageSize } from './primitives.js';

/**
 * The calls of «Авансовый отчёт» (/advance-report): who holds the company's money. Every row is a
 * ledger transfer; a transfer to a person waits for the recipient to confirm it.
 */
export const advanceReportRoutes = {
  /** GET AdvanceRowsQuery → AdvanceRows: the director sees every row, others their own */
  list: '/api/advance-report',
  /** POST CreateAdvanceRowBody → AdvanceRowChange (page write) */
  create: '/api/advance-report/create',
  /** POST AdvanceRowStepBody → AdvanceRowChange: the recipient confirms a transfer; only now it moves */
  receive: '/api/advance-report/receive',
  /** POST AdvanceRowStepBody → AdvanceRowChange: the recipient (or the director) turns a transfer down */
  reject: '/api/advance-report/reject',
  /** GET → PersonalBalances: my cash, or everybody's and the bank's for the director */
  balances: '/api/advance-report/balances',
  /** GET PersonalMovementsQuery → Movements: the moves behind one of those balances */
  movements: '/api/advance-report/movements',
} as const;

/** Receipt photos a row may carry. */
export const MAX_RECEIPTS = 10;

/**
 * The credit moves (LEGACY-NOTES §3.4), the director's: a new credit brings money in and adds to the
 * debt; money set aside goes to the credit balance; a payment from that balance pays the debt down;
 * a write-off clears debt the owners settled.
 */
export const creditKinds = ['credit-new', 'credit-to-balance', 'credit-repay', 'credit-write-off'] as const;
export type CreditKind = (typeof creditKinds)[number];
export const advanceKinds = ['expense', 'transfer', 'top-up', ...creditKinds] as const;
export type AdvanceKind = (typeof advanceKinds)[number];
export const advanceKindTitle: Record<AdvanceKind, string> = {
  expense: 'Расход',
  transfer: 'Передача денежных средств',
  'top-up': 'Пополнение баланса',
  'credit-new': 'Новый кредит',
  'credit-to-balance': 'Перевод в междубалансовый, кредитный баланс',
  'credit-repay': 'Перевод с кредитного баланса',
  'credit-write-off': 'Списание кредитной задолженности',
};
export const isCreditKind = (kind: AdvanceKind): kind is CreditKind =>
  (creditKinds as readonly string[]).includes(kind);
export const advancePayments = ['cash', 'cashless'] as const;
export type AdvancePayment = (typeof advancePayments)[number];
export const advancePaymentTitle: Record<AdvancePayment, string> = { cash: 'Нал', cashless: 'Безнал' };

export const advanceStatuses = ['done', 'waiting', 'rejected'] as const;
export type AdvanceStatus = (typeof advanceStatuses)[number];
export const advanceStatusTitle: Record<AdvanceStatus, string> = {
  done: 'Проведено',
  waiting: 'Ждёт подтверждения',
  rejected: 'Отклонено',
};

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

export const AdvanceRow = Type.Object({
  id: Type.Integer(),
  kind: literals(advanceKinds),
  payment: literals(advancePayments),
  category: Nullable(Ref),
  company: Nullable(Ref),
  point: Nullable(Ref),
  recipient: Nullable(Ref),
  amount: Type.Integer(),
  note: Type.String(),
  status: literals(advanceStatuses),
  createdAt: Type.String(),
  createdBy: Ref,
  receivedAt: Nullable(Type.String()),
  /** the ids of its receipt photos (read through the files service) */
  files: Type.Array(Type.String()),
});
export type AdvanceRow = Static<typeof AdvanceRow>;

export const AdvanceRowsQuery = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: Type.Optional(PageIndex()),
  pageSize: Type.Optional(PageSize(100)),
});
export type AdvanceRowsQuery = Static<typeof AdvanceRowsQuery>;

export const AdvanceRows = Type.Object({
  rows: Type.Array(AdvanceRow),
  total: Type.Integer(),
  /** transfers to me that wait for my confirmation (the badge) */
  waitingForMe: Type.Integer(),
});
export type AdvanceRows = Static<typeof AdvanceRows>;

export const CreateAdvanceRowBody = Type.Object({
  operationId: OperationId,
  kind: literals(advanceKinds),
  payment: literals(advancePayments),
  categoryId: Nullable(Id),
  companyId: Nullable(Id),
  pvzId: Nullable(Id),
  recipientId: Nullable(Id),
  amount: Type.Integer({ minimum: 1, maximum: KOPECKS_MAX }),
  note: MultilineText(1000),
  /** receipt photos the caller uploaded (purpose `receipt`), not yet on another row */
  fileIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_RECEIPTS, uniqueItems: true })),
});
export type CreateAdvanceRowBody = Static<typeof CreateAdvanceRowBody>;

export const AdvanceRowStepBody = Type.Object({ operationId: OperationId, id: Id });
export type AdvanceRowStepBody = Static<typeof AdvanceRowStepBody>;

export const AdvanceRowChange = Type.Object({ message: Type.String(), row: AdvanceRow });
export type AdvanceRowChange = Static<typeof AdvanceRowChange>;

/** A person's cash (or the bank account): what it holds, what waits to come in or go out. */
export const PersonalBalance = Type.Object({
  /** the ledger account's code, to ask for its movements */
  code: Type.String(),
  account: Type.String(),
  user: Nullable(Ref),
  balance: Type.Integer(),
  pendingIn: Type.Integer(),
  pendingOut: Type.Integer(),
});
export const PersonalBalances = Type.Object({ balances: Type.Array(PersonalBalance) });
export type PersonalBalances = Static<typeof PersonalBalances>;

/** The moves of one personal balance (by its code), in a period, paged. */
export const PersonalMovementsQuery = Type.Object({
  code: Type.String({ maxLength: 100 }),
  from: IsoDate,
  to: IsoDate,
  page: PageIndex(),
  pageSize: PageSize(200),
});
export type PersonalMovementsQuery = Static<typeof PersonalMovementsQuery>;
