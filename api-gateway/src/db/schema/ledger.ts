import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A counter the ledger service moves; read as a number (kopecks far below 2^53). */
type Counter = ColumnType<number, number | undefined, number>;

/** An account of the ledger (0021-ledger); its balance is credits − debits. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  /** the account's stable name, e.g. `point-cash:12` */
  code: string;
  kind: string;
  name: string;
  point_id: number | null;
  user_id: number | null;
  /** an outside party (clients, an expense) may go below zero; a cash box or a person may not */
  allow_negative: boolean;
  /** a debt may not go above zero (paying back more than is owed) */
  allow_positive: Generated<boolean>;
  debits_posted: Counter;
  credits_posted: Counter;
  debits_pending: Counter;
  credits_pending: Counter;
  created_at: CreatedAt;
}

export type TransferType = 'posted' | 'pending' | 'post' | 'void' | 'reversal';

/** One move of money; rows are never changed or removed (a trigger refuses it). */
export interface LedgerTransfersTable {
  id: Generated<number>;
  /** the idempotency key: one key, one transfer */
  key: string;
  request_hash: string;
  type: TransferType;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  /** the pending transfer a post or a void resolves */
  pending_id: number | null;
  /** the transfer a reversal undoes */
  reverses_id: number | null;
  /** a pending transfer not resolved by then is voided */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, never>;
  /** what caused the move, e.g. `goods:123` */
  reference: string | null;
  reason: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  withdrawals: WithdrawalsTable;
  income_rates: IncomeRatesTable;
  monthly_payment_templates: MonthlyPaymentTemplatesTable;
  monthly_payments: MonthlyPaymentsTable;
  ledger_daily: LedgerDailyTable;
  service_withdrawals: ServiceWithdrawalsTable;
};

/** Money taken out of the delivery or the sorting service's account, at once (0028-service-rows). */
export interface ServiceWithdrawalsTable {
  id: Generated<number>;
  action: 'sorting' | 'delivery';
  payment: 'cash' | 'online';
  amount: Counter;
  /** who got the cash; online money goes to the bank account */
  recipient_id: number | null;
  note: ColumnType<string, string | undefined, never>;
  transfer_id: number;
  created_by: number;
  created_at: CreatedAt;
}

/** What an account took in and gave out on a Moscow day, kept by a trigger (0027-ledger-daily). */
export interface LedgerDailyTable {
  account_id: number;
  day: ColumnType<string, never, never>;
  credits: ColumnType<number, never, never>;
  debits: ColumnType<number, never, never>;
}

/** A recurring expense, due on the 2nd of each month from `starts_on` (0026-monthly-payments). */
export interface MonthlyPaymentTemplatesTable {
  id: Generated<number>;
  point_id: number;
  company: string;
  amount: Counter;
  kind: 'cash' | 'cashless';
  note: ColumnType<string, string | undefined, string>;
  /** the first day of the first month it is due in */
  starts_on: ColumnType<string, string, string>;
  created_by: number;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** A template paid for a month: its ledger transfer, once per template and month. */
export interface MonthlyPaymentsTable {
  id: Generated<number>;
  template_id: number;
  month: ColumnType<string, string, never>;
  point_id: number;
  company: string;
  amount: Counter;
  kind: 'cash' | 'cashless';
  note: string;
  payer_id: number | null;
  transfer_id: number;
  paid_by: number;
  paid_at: CreatedAt;
}

/** A partner point's or a regional manager's percent from a day on (0025-income). */
export interface IncomeRatesTable {
  id: Generated<number>;
  point_id: number | null;
  user_id: number | null;
  percent_bp: number;
  starts_on: ColumnType<string, string, string>;
  set_by: number;
  created_at: CreatedAt;
}

/** A withdrawal from a point's cash box or online money (0024-withdrawals). */
export interface WithdrawalsTable {
  id: Generated<number>;
  point_id: number;
  purpose: ColumnType<'takings' | 'partner-income' | 'manager-income', string | undefined, never>;
  payment: 'cash' | 'online';
  amount: Counter;
  recipient_id: number;
  note: ColumnType<string, string | undefined, string>;
  /** the pending transfer of a cash withdrawal, the posted one of an online withdrawal */
  transfer_id: number;
  /** an income withdrawal's draw on the earner's income account, pending like the cash */
  income_transfer_id: ColumnType<number | null, number | null | undefined, never>;
  created_by: number;
  created_at: CreatedAt;
  handed_over_at: NullableTimestamp;
  handed_over_by: ColumnType<number | null, number | null | undefined, number | null>;
  received_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
}
