import type { UserScope } from '@pvz/contracts/access';
import type { LockTimesheetBody, SaveTimesheetBody, Timesheet } from '@pvz/contracts/api/timesheet';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { monthDays } from '../lists/period.js';
import { inPointScope } from '../point-scope.js';

/** Employees of the caller's points who work in the month: hired before its end, not gone before its start. */
export const workingIn = (scope: UserScope, month: string) =>
  sql<SqlBool>`${inPointScope('e.point_id', scope)}
    and (e.hired_on is null or e.hired_on < (${month}::date + interval '1 month'))
    and (e.left_on is null or e.left_on >= ${month}::date)`;

async function isLocked(db: Db, month: string): Promise<boolean> {
  return Boolean(await db.selectFrom('timesheet_locks').select('month').where('month', '=', month).executeTakeFirst());
}

/** The month's grid: a row per working employee of the caller's points, a cell per day, the totals. */
export async function timesheetOf(db: Db, scope: UserScope, month: string): Promise<Timesheet> {
  const { end, days } = monthDays(month);
  const [employees, hours, locked] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('points as p', 'p.id', 'e.point_id')
      .select(['e.id', 'e.full_name', 'e.point_id', 'p.name as point_name'])
      .where(workingIn(scope, month))
      .orderBy('e.full_name')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('timesheet_hours as h')
      .innerJoin('employees as e', 'e.id', 'h.employee_id')
      .select(['h.employee_id', sql<number>`extract(day from h.day)::int`.as('day'), 'h.hours'])
      .where(workingIn(scope, month))
      .where('h.day', '>=', month)
      .where('h.day', '<=', end)
      .execute(),
    isLocked(db, month),
  ]);
  const grid = new Map(employees.map((employee) => [employee.id, Array<number>(days).fill(0)]));
  for (const cell of hours) {
    const row = grid.get(cell.employee_id);
    if (row) row[cell.day - 1] = cell.hours;
  }
  return {
    month,
    days,
    locked,
    rows: employees.map((employee) => {
      const row = grid.get(employee.id) ?? [];
      return {
        employee: { id: employee.id, name: employee.full_name },
        point: employee.point_id === null ? null : { id: employee.point_id, name: employee.point_name ?? '' },
        hours: row,
        total: row.reduce((sum, value) => sum + value, 0),
        workedDays: row.filter((value) => value > 0).length,
      };
    }),
  };
}

/** The payroll rows of the month take the month's hours of their employees (the legacy re-synced them). */
async function syncPayrollHours(trx: Transaction<Database>, month: string, employeeIds: readonly number[]) {
  if (employeeIds.length === 0) return;
  const { end } = monthDays(month);
  await sql`
    update payroll r set hours_centi = coalesce((
      select sum(h.hours) * 100 from timesheet_hours h
      where h.employee_id = r.employee_id and h.day >= ${month}::date and h.day <= ${end}::date), 0)
    where r.month = ${month}::date and r.employee_id = any(${[...new Set(employeeIds)]}::int[])`.execute(trx);
}

/**
 * A month's advisory lock: changes of its hours hold it shared, the director's approval exclusive,
 * so a change that found the month open commits before the approval does (there is no lock row to
 * lock while a month is open).
 */
const holdMonth = (trx: Transaction<Database>, month: string, mode: 'shared' | 'exclusive') =>
  sql`select ${sql.raw(mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock')}(hashtext(${`timesheet:${month}`}))`.execute(
    trx,
  );

/** Refuses a change of an approved month's hours. */
export async function assertMonthOpen(trx: Transaction<Database>, month: string) {
  await holdMonth(trx, month, 'shared');
  if (await isLocked(trx, month)) throw conflict(messages.timesheetLocked);
}

/** Saves the changed cells of a month at once; each must be a day of it and an employee of the caller's. */
export async function saveTimesheet(trx: Transaction<Database>, actor: StaffAuth, body: SaveTimesheetBody) {
  await assertMonthOpen(trx, body.month);
  const { days } = monthDays(body.month);
  if (body.cells.some((cell) => cell.day > days)) throw badRequest(messages.timesheetDayInvalid);
  const ids = [...new Set(body.cells.map((cell) => cell.employeeId))];
  const mine = await trx
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.id', 'in', ids)
    .where(workingIn(actor.scope, body.month))
    .execute();
  if (mine.length !== ids.length) throw notFound(messages.timesheetEmployeeUnknown);
  // a cell named twice counts as its last value (one statement may not write a row twice)
  const cells = [...new Map(body.cells.map((cell) => [`${cell.employeeId}:${cell.day}`, cell])).values()];
  await trx
    .insertInto('timesheet_hours')
    .values(
      cells.map((cell) => ({
        employee_id: cell.employeeId,
        day: `${body.month.slice(0, 8)}${String(cell.day).padStart(2, '0')}`,
        hours: cell.hours,
        updated_by: actor.user.id,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['employee_id', 'day']).doUpdateSet({
        hours: (eb) => eb.ref('excluded.hours'),
        updated_by: actor.user.id,
        updated_at: new Date(),
      }),
    )
    .execute();
  await syncPayrollHours(trx, body.month, ids);
  return timesheetOf(trx, actor.scope, body.month);
}

/** Last month's hours into this month's empty days (none or 0 hours), day by day, for the caller's working employees. */
export async function copyPreviousMonth(trx: Transaction<Database>, actor: StaffAuth, month: string) {
  await assertMonthOpen(trx, month);
  const { days } = monthDays(month);
  const copied = await sql<{ employee_id: number }>`
    insert into timesheet_hours (employee_id, day, hours, updated_by)
    select h.employee_id, ${month}::date + (extract(day from h.day)::int - 1), h.hours, ${actor.user.id}
    from timesheet_hours h
    join employees e on e.id = h.employee_id
    where h.day >= (${month}::date - interval '1 month') and h.day < ${month}::date
      and extract(day from h.day) <= ${days}
      and ${workingIn(actor.scope, month)}
    on conflict (employee_id, day) do update set hours = excluded.hours, updated_by = excluded.updated_by,
      updated_at = now()
      where timesheet_hours.hours = 0
    returning employee_id`.execute(trx);
  await syncPayrollHours(
    trx,
    month,
    copied.rows.map((row) => row.employee_id),
  );
  return timesheetOf(trx, actor.scope, month);
}

/** The director approves a month (closed to changes) or opens it again. */
export async function lockTimesheet(trx: Transaction<Database>, actor: StaffAuth, body: LockTimesheetBody) {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden(messages.timesheetLockDirector);
  await holdMonth(trx, body.month, 'exclusive');
  if (body.locked)
    await trx
      .insertInto('timesheet_locks')
      .values({ month: body.month, locked_by: actor.user.id })
      .onConflict((oc) => oc.column('month').doNothing())
      .execute();
  else await trx.deleteFrom('timesheet_locks').where('month', '=', body.month).execute();
  return timesheetOf(trx, actor.scope, body.month);
}
