import type { UserScope } from '@pvz/contracts/access';
import type { Payroll, PayrollRow, SavePayrollBody } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { hourlyRate, netPay, type PayrollFigures, totalAccrued, totalBeforeDeductions } from '@pvz/contracts/payroll';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { ensureDebtorLinks } from '../delivery/debtor-links.js';
import { employeeDebtorKey } from '../delivery/debtors.js';
import { monthDays } from '../lists/period.js';
import { inPointScope } from '../point-scope.js';
import { assertNotPaidOut, lockPayrollMonth, postedReports } from './payroll-month.js';
import { assertMonthOpen, workingIn } from './timesheet.js';

const selectRows = (db: Db, scope: UserScope, month: string) =>
  db
    .selectFrom('payroll as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .leftJoin('points as p', 'p.id', 'e.point_id')
    .select([
      'r.id',
      'e.id as employee_id',
      'e.full_name',
      'e.job',
      'e.point_id',
      'p.name as point_name',
      'e.company',
      'r.rate',
      'r.hours_centi',
      'r.advance',
      'r.advance_official',
      'r.salary_official',
      'r.deductions',
      'r.extra',
      'r.note',
      'r.updated_at',
    ])
    .where('r.month', '=', month)
    .where(inPointScope('e.point_id', scope));

type Stored = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** A stored payroll row's figures, as the payroll module computes with them. */
export const figuresOf = (
  row: Pick<
    Stored,
    'hours_centi' | 'rate' | 'advance' | 'advance_official' | 'salary_official' | 'deductions' | 'extra'
  >,
): PayrollFigures => ({
  hoursCenti: row.hours_centi,
  rate: row.rate,
  advance: row.advance,
  advanceOfficial: row.advance_official,
  salaryOfficial: row.salary_official,
  deductions: row.deductions,
  extra: row.extra,
});

function toRow(row: Stored): PayrollRow {
  const figures = figuresOf(row);
  return {
    id: row.id,
    employee: { id: row.employee_id, name: row.full_name },
    job: row.job,
    point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
    company: row.company,
    rate: row.rate,
    hours: row.hours_centi / 100,
    advance: row.advance,
    advanceOfficial: row.advance_official,
    salaryOfficial: row.salary_official,
    deductions: row.deductions,
    extra: row.extra,
    note: row.note as PayrollRow['note'],
    totalBeforeDeductions: totalBeforeDeductions(figures),
    totalAccrued: totalAccrued(figures),
    net: netPay(figures),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The month's payroll of the caller's employees, by name, with its totals. */
export async function payrollOf(db: Db, scope: UserScope, month: string): Promise<Payroll> {
  const rows = (await selectRows(db, scope, month).orderBy('e.full_name').orderBy('r.id').execute()).map(toRow);
  return {
    month,
    rows,
    totals: {
      totalAccrued: rows.reduce((sum, row) => sum + row.totalAccrued, 0),
      net: rows.reduce((sum, row) => sum + row.net, 0),
    },
  };
}

/**
 * «Заполнить таблицу за {месяц}»: a row for each employee of the caller's points who works that month
 * (hired before its end, not gone before its start) and has none, at today's rate of pay and with the
 * month's hours of the timesheet. Filling twice adds nothing.
 */
export async function fillPayroll(trx: Transaction<Database>, actor: StaffAuth, month: string): Promise<Payroll> {
  await lockPayrollMonth(trx, month);
  await assertNotPaidOut(trx, month);
  const { end } = monthDays(month);
  const working = await trx
    .selectFrom('employees as e')
    .select([
      'e.id',
      'e.payment_per_shift',
      'e.hours_per_shift',
      sql<string>`coalesce((select sum(h.hours) from timesheet_hours h
        where h.employee_id = e.id and h.day >= ${month}::date and h.day <= ${end}::date), 0)`.as('hours'),
    ])
    .where(workingIn(actor.scope, month))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payroll as r')
            .select('r.id')
            .whereRef('r.employee_id', '=', 'e.id')
            .where('r.month', '=', month),
        ),
      ),
    )
    .execute();
  if (working.length > 0)
    await trx
      .insertInto('payroll')
      .values(
        working.map((employee) => ({
          employee_id: employee.id,
          month,
          rate: hourlyRate(employee.payment_per_shift, employee.hours_per_shift),
          hours_centi: Number(employee.hours) * 100,
          updated_by: actor.user.id,
        })),
      )
      .onConflict((oc) => oc.columns(['employee_id', 'month']).doNothing())
      .execute();
  return payrollOf(trx, actor.scope, month);
}

/** Hours as hundredths, or a Russian 400 for more than two decimals. */
function hoursCentiOf(hours: number): number {
  const centi = Math.round(hours * 100);
  if (Math.abs(hours * 100 - centi) > 1e-6) throw badRequest(messages.payrollHoursInvalid);
  return centi;
}

/**
 * Saves the edited rows of a month at once: each must be a row of that month of the caller's
 * employees, else nothing is saved. A row noted «Нам должны» gets its employee's debtor link.
 */
export async function savePayroll(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: SavePayrollBody,
  secret: string,
): Promise<Payroll> {
  await lockPayrollMonth(trx, body.month);
  const posted = await postedReports(trx, body.month);
  if (posted.has('salary')) throw conflict(messages.payrollPaidOut);
  const ids = [...new Set(body.rows.map((row) => row.id))];
  const owned = await selectRows(trx, actor.scope, body.month).where('r.id', 'in', ids).execute();
  if (owned.length !== ids.length) throw notFound(messages.payrollRowNotFound);
  // the advance paid is the advance: the salary report takes it off the pay
  const advanceChanged = body.rows.some((row) => {
    const stored = owned.find((candidate) => candidate.id === row.id);
    return stored?.advance !== row.advance || stored?.advance_official !== row.advanceOfficial;
  });
  if (posted.has('advance') && advanceChanged) throw conflict(messages.payrollAdvancePaid);
  // an approved timesheet's hours stand: the payroll may not say otherwise
  const hoursChanged = body.rows.some(
    (row) => hoursCentiOf(row.hours) !== owned.find((stored) => stored.id === row.id)?.hours_centi,
  );
  if (hoursChanged) await assertMonthOpen(trx, body.month);
  for (const row of body.rows) {
    await trx
      .updateTable('payroll')
      .set({
        hours_centi: hoursCentiOf(row.hours),
        advance: row.advance,
        advance_official: row.advanceOfficial,
        salary_official: row.salaryOfficial,
        deductions: row.deductions,
        extra: row.extra,
        note: row.note,
        updated_by: actor.user.id,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
  }
  const owing = owned.filter((row) => body.rows.some((edited) => edited.id === row.id && edited.note === 'Нам должны'));
  await ensureDebtorLinks(
    trx,
    secret,
    owing.map((row) => employeeDebtorKey(row.employee_id)),
  );
  return payrollOf(trx, actor.scope, body.month);
}
