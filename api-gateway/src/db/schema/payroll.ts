import type { AdvanceKind } from '@pvz/contracts/api/advance-report';
import type { PayoutLine } from '@pvz/contracts/api/employees';
import type { StatementMapping } from '@pvz/contracts/api/statements';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../schema.js';

/** An amount read as a number (kopecks far below 2^53). */
type Money = ColumnType<number, number | undefined, number>;
/** A day `YYYY-MM-DD`, read as text. */
type Day = ColumnType<string, string, string>;

/** Someone the network pays (0029-employees-payroll). */
export interface EmployeesTable {
  id: Generated<number>;
  full_name: string;
  job: string;
  point_id: number | null;
  company: string;
  bank: string;
  phone: string;
  payment_per_shift: Money;
  hours_per_shift: number;
  hired_on: ColumnType<string | null, string | null, string | null>;
  left_on: ColumnType<string | null, string | null, string | null>;
  user_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An employee's month: the rate fixed when made, the hours and what was paid or deducted. */
export interface PayrollTable {
  id: Generated<number>;
  employee_id: number;
  month: Day;
  rate: Money;
  hours_centi: ColumnType<number, number | undefined, number>;
  advance: Money;
  advance_official: Money;
  salary_official: Money;
  deductions: Money;
  extra: Money;
  note: ColumnType<string, string | undefined, string>;
  updated_by: number | null;
  updated_at: CreatedAt;
}

/** A row of «Авансовый отчёт» and its ledger transfer (0030-advance-report). */
export interface AdvanceRowsTable {
  id: Generated<number>;
  kind: AdvanceKind;
  payment: 'cash' | 'cashless';
  category_id: number | null;
  company_id: number | null;
  point_id: number | null;
  recipient_id: number | null;
  amount: Money;
  note: ColumnType<string, string | undefined, string>;
  transfer_id: number;
  created_by: number;
  created_at: CreatedAt;
  received_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  rejected_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An employee's hours of a day (0031-timesheet). */
export interface TimesheetHoursTable {
  employee_id: number;
  day: Day;
  hours: number;
  updated_by: number | null;
  updated_at: CreatedAt;
}

/** A month the director approved (0031-timesheet). */
export interface TimesheetLocksTable {
  month: Day;
  locked_by: number;
  locked_at: CreatedAt;
}

/** A receipt photo of an advance-report row (0035-advance-receipts). */
export interface AdvanceRowFilesTable {
  advance_row_id: number;
  file_id: string;
}

/** A payout report posted for a month, with the lines it posted (0033-payout-reports). */
export interface PayoutReportsTable {
  month: Day;
  report: 'advance' | 'salary';
  lines: ColumnType<PayoutLine[], string, string>;
  posted_by: number;
  posted_at: CreatedAt;
}

/** A bank account of the company and its ledger account's key (0032-banks). */
export interface BanksTable {
  id: Generated<number>;
  name: string;
  account_key: string;
  is_main: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** A bank's statement columns, offered again at its next import (0034-statements). */
export interface StatementProfilesTable {
  bank_id: number;
  mapping: ColumnType<StatementMapping, string, string>;
  updated_at: CreatedAt;
}

/** One import of a statement (0034-statements). */
export interface StatementBatchesTable {
  id: Generated<number>;
  bank_id: number;
  file_name: string;
  created_by: number;
  created_at: CreatedAt;
  undone_by: number | null;
  undone_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A movement an import brought, with its advance-report row (0034-statements). */
export interface StatementLinesTable {
  id: Generated<number>;
  batch_id: number;
  bank_id: number;
  fingerprint: string;
  day: Day;
  amount: Money;
  direction: 'in' | 'out';
  counterparty: string;
  inn: string;
  counterparty_key: string;
  purpose: string;
  document: string;
  category_id: number | null;
  advance_row_id: number;
  undone: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A rule that suggests a category for money out (0037-statement-rules). */
export interface StatementCategoryRulesTable {
  id: Generated<number>;
  match: 'inn' | 'keyword';
  /** the INN, or the word in lower case */
  pattern: string;
  category_id: number;
  created_by: number;
  created_at: CreatedAt;
}

export type PayrollTables = {
  banks: BanksTable;
  employees: EmployeesTable;
  payroll: PayrollTable;
  advance_rows: AdvanceRowsTable;
  payout_reports: PayoutReportsTable;
  advance_row_files: AdvanceRowFilesTable;
  statement_profiles: StatementProfilesTable;
  statement_batches: StatementBatchesTable;
  statement_lines: StatementLinesTable;
  statement_category_rules: StatementCategoryRulesTable;
  timesheet_hours: TimesheetHoursTable;
  timesheet_locks: TimesheetLocksTable;
};
