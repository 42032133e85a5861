import { scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import type {
  CreatePayoutReportBody,
  PayoutLine,
  PayoutReport,
  PayoutReportChange,
  PayoutReportKind,
} from '@pvz/contracts/api/employees';
import { describe, messages } from '@pvz/contracts/messages';
import { formatMonth } from '@pvz/contracts/moscow-time';
import { netPay } from '@pvz/contracts/payroll';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { createAdvanceRow } from '../advance-report/advance-rows.js';
import { ledgerAccount, mainBankAccount, personCashAccount } from '../ledger/accounts.js';
import { lockAccountsForMoves } from '../ledger/transfers.js';
import { figuresOf } from './payroll.js';
import { lockPayrollMonth } from './payroll-month.js';

/** The category the legacy filed the pay under. */
const PAY_CATEGORY = 'Оплата ФОТ';

/** A payroll row with what the report needs of its employee. */
const monthRows = (db: Db, month: string) =>
  db
    .selectFrom('payroll as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .leftJoin('points as p', (join) => join.onRef('p.id', '=', 'e.point_id').on('p.deleted_at', 'is', null))
    .leftJoin('companies as c', (join) =>
      join.on(sql`lower(c.name)`, '=', sql`lower(e.company)`).on('c.deleted_at', 'is', null),
    )
    .select([
      'e.full_name',
      'p.id as point_id',
      'p.name as point_name',
      'c.id as company_id',
      'c.name as company_name',
      'r.rate',
      'r.hours_centi',
      'r.advance',
      'r.advance_official',
      'r.salary_official',
      'r.deductions',
      'r.extra',
    ])
    .where('r.month', '=', month)
    .orderBy('e.full_name')
    .execute();

type MonthRow = Awaited<ReturnType<typeof monthRows>>[number];

/**
 * What a row pays: the advance report pays the advance in cash and the official advance cashless; the
 * salary report the net pay in cash (nothing when the employee owes) and the official salary cashless.
 * Deductions move no money (they are already out of the net pay), so they post nothing.
 */
function paidBy(report: PayoutReportKind, row: MonthRow): { cash: number; cashless: number } {
  if (report === 'advance') return { cash: row.advance, cashless: row.advance_official };
  const net = netPay(figuresOf(row));
  return { cash: Math.max(net, 0), cashless: row.salary_official };
}

/** The month's pay grouped by point, company and payment, as the report would post it now. */
async function linesOf(db: Db, month: string, report: PayoutReportKind) {
  const lines = new Map<string, PayoutLine>();
  const unplaced: string[] = [];
  for (const row of await monthRows(db, month)) {
    const paid = paidBy(report, row);
    if (paid.cash + paid.cashless === 0) continue;
    if (row.point_id === null || row.company_id === null) {
      unplaced.push(row.full_name);
      continue;
    }
    for (const payment of ['cash', 'cashless'] as const) {
      if (paid[payment] === 0) continue;
      const key = `${row.point_id}:${row.company_id}:${payment}`;
      const line = lines.get(key) ?? {
        point: { id: row.point_id, name: row.point_name ?? '' },
        company: { id: row.company_id, name: row.company_name ?? '' },
        payment,
        amount: 0,
        employees: 0,
      };
      line.amount += paid[payment];
      line.employees += 1;
      lines.set(key, line);
    }
  }
  const sorted = [...lines.values()].sort(
    (a, b) =>
      a.point.name.localeCompare(b.point.name, 'ru') ||
      a.company.name.localeCompare(b.company.name, 'ru') ||
      a.payment.localeCompare(b.payment),
  );
  return { lines: sorted, unplaced };
}

const totalOf = (lines: PayoutLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The report of a month: what it posted if it was, else what it would post now; of the caller's
 * points (the director's are all).
 */
export async function payoutReport(
  db: Db,
  scope: UserScope,
  month: string,
  report: PayoutReportKind,
): Promise<PayoutReport> {
  const mine = (lines: PayoutLine[]) => lines.filter((line) => scopeIncludesPoint(scope, line.point.id));
  const posted = await db
    .selectFrom('payout_reports as r')
    .innerJoin('users as u', 'u.id', 'r.posted_by')
    .select(['r.lines', 'r.posted_at', 'u.username'])
    .where('r.month', '=', month)
    .where('r.report', '=', report)
    .executeTakeFirst();
  if (posted) {
    const lines = mine(posted.lines);
    return {
      month,
      report,
      lines,
      total: totalOf(lines),
      unplaced: [],
      postedAt: posted.posted_at.toISOString(),
      postedBy: posted.username,
    };
  }
  const all = await linesOf(db, month, report);
  const lines = mine(all.lines);
  // employees without a point belong to no scope: only the director, who posts, is told of them
  const unplaced = scope.allPoints ? all.unplaced : [];
  return { month, report, lines, total: totalOf(lines), unplaced, postedAt: null, postedBy: null };
}

/**
 * Posts a report once a month: each line becomes an expense «Оплата ФОТ» of the advance report, cash
 * from the director's cash and cashless from the main bank, each with its ledger transfer; a short
 * balance refuses the whole report. The director posts it (it spends the bank's money).
 */
export async function createPayoutReport(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreatePayoutReportBody,
): Promise<PayoutReportChange> {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.payoutDirector);
  await lockPayrollMonth(trx, body.month);
  const { lines, unplaced } = await linesOf(trx, body.month, body.report);
  // a second report of the month waits on the key until the first commits, then finds it
  const claimed = await trx
    .insertInto('payout_reports')
    .values({ month: body.month, report: body.report, lines: JSON.stringify(lines), posted_by: actor.user.id })
    .onConflict((oc) => oc.columns(['month', 'report']).doNothing())
    .returning('month')
    .executeTakeFirst();
  if (!claimed) throw conflict(messages.payoutAlreadyPosted);
  if (unplaced.length > 0) throw badRequest(describe.payoutUnplaced(unplaced));
  if (lines.length === 0) throw badRequest(messages.payoutNothing);
  const category = await trx
    .selectFrom('expense_categories')
    .select('id')
    .where('name', '=', PAY_CATEGORY)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!category) throw badRequest(messages.advanceCategoryRequired);
  const note = `${body.report === 'advance' ? 'Аванс' : 'Зарплата'} за ${formatMonth(body.month)}`;
  // every account the rows move, locked at once in id order: two reports (or a report and an import) never deadlock
  const me = { id: actor.user.id, username: actor.user.username };
  await lockAccountsForMoves(trx, [
    await ledgerAccount(trx, personCashAccount(me)),
    (await mainBankAccount(trx)).id,
    await ledgerAccount(trx, { kind: 'expense', key: `advance-${category.id}`, name: 'Расходы авансового отчёта' }),
  ]);
  for (const line of lines)
    await createAdvanceRow(trx, actor, {
      operationId: `payout:${body.month}:${body.report}:${line.point.id}:${line.company.id}:${line.payment}`,
      kind: 'expense',
      payment: line.payment,
      categoryId: category.id,
      companyId: line.company.id,
      pvzId: line.point.id,
      recipientId: null,
      amount: line.amount,
      note: `${note}, сотрудников: ${line.employees}`,
    });
  return { message: messages.payoutPosted, report: await payoutReport(trx, actor.scope, body.month, body.report) };
}
