import { type Static, Type } from 'typebox';
import { OperationId } from './common.js';
import { Id, KOPECKS_MAX, Text } from './primitives.js';

/**
 * The company's bank accounts (in «Авансовый отчёт», the director's): each a ledger account with an
 * opening balance; cashless rows post to the main one; money moves between them by a transfer.
 */
export const banksRoutes = {
  /** GET → Banks (ADMIN) */
  list: '/api/advance-report/banks',
  /** POST CreateBankBody → Banks (ADMIN) */
  create: '/api/advance-report/banks/create',
  /** POST BankTransferBody → Banks (ADMIN): not more than the source holds */
  transfer: '/api/advance-report/banks/transfer',
  /** POST BankIdBody → Banks (ADMIN): the bank cashless rows post to */
  main: '/api/advance-report/banks/main',
} as const;

export const Bank = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isMain: Type.Boolean(),
  balance: Type.Integer(),
});
export type Bank = Static<typeof Bank>;
export const Banks = Type.Object({ banks: Type.Array(Bank) });
export type Banks = Static<typeof Banks>;

export const CreateBankBody = Type.Object({
  operationId: OperationId,
  name: Text(200, 1),
  /** kopecks the account holds when it is added */
  opening: Type.Integer({ minimum: 0, maximum: KOPECKS_MAX }),
});
export type CreateBankBody = Static<typeof CreateBankBody>;

export const BankTransferBody = Type.Object({
  operationId: OperationId,
  fromId: Id,
  toId: Id,
  amount: Type.Integer({ minimum: 1, maximum: KOPECKS_MAX }),
});
export type BankTransferBody = Static<typeof BankTransferBody>;

export const BankIdBody = Type.Object({ id: Id });
export type BankIdBody = Static<typeof BankIdBody>;
