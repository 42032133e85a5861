import type { PayoutReportKind } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../errors.js';

/**
 * A month's payroll, one change at a time: a report posts what the rows say at that moment, and a save
 * or a fill waits for it (and then finds it posted).
 */
export async function lockPayrollMonth(trx: Transaction<Database>, month: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`payroll:${month}`}))`.execute(trx);
}

/** The reports of a month that are posted. */
export async function postedReports(db: Db, month: string): Promise<Set<PayoutReportKind>> {
  const rows = await db.selectFrom('payout_reports').select('report').where('month', '=', month).execute();
  return new Set(rows.map((row) => row.report));
}

/** Once the month's pay is out, its payroll rows stand. */
export async function assertNotPaidOut(db: Db, month: string): Promise<void> {
  if ((await postedReports(db, month)).has('salary')) throw conflict(messages.payrollPaidOut);
}
