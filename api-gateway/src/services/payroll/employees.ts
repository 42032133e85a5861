import type { UserScope } from '@pvz/contracts/access';
import { scopeIncludesPoint } from '@pvz/contracts/access';
import type { EditEmployeeBody, Employee, EmployeeBody, EmployeesQuery } from '@pvz/contracts/api/employees';
import { messages } from '@pvz/contracts/messages';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { likeEscaped } from '../../db/like.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { audit } from '../audit.js';
import { assertActivePoint } from '../point-exists.js';
import { inPointScope } from '../point-scope.js';

const selectEmployees = (db: Db) =>
  db
    .selectFrom('employees as e')
    .leftJoin('points as p', 'p.id', 'e.point_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.full_name',
      'e.job',
      'e.point_id',
      'p.name as point_name',
      'e.company',
      'e.bank',
      'e.phone',
      'e.payment_per_shift',
      'e.hours_per_shift',
      sql<string | null>`e.hired_on::text`.as('hired_on'),
      sql<string | null>`e.left_on::text`.as('left_on'),
      'e.user_id',
      'u.username',
    ]);

type Stored = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

const toEmployee = (row: Stored): Employee => ({
  id: row.id,
  fullName: row.full_name,
  job: row.job,
  pvzId: row.point_id,
  company: row.company,
  bank: row.bank,
  phone: row.phone,
  paymentPerShift: row.payment_per_shift,
  hoursPerShift: row.hours_per_shift,
  hiredOn: row.hired_on,
  leftOn: row.left_on,
  userId: row.user_id,
  point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
  user: row.user_id === null ? null : { id: row.user_id, name: row.username ?? '' },
});

export async function listEmployees(db: Db, scope: UserScope, query: EmployeesQuery) {
  // those of no point (the office) only for whoever sees every point, like the points' money
  let rows = selectEmployees(db).where(inPointScope('e.point_id', scope));
  if (query.pvzId !== undefined) rows = rows.where('e.point_id', '=', query.pvzId);
  const q = query.q?.trim();
  if (q) rows = rows.where(sql<SqlBool>`e.full_name ilike ${`%${likeEscaped(q)}%`}`);
  const found = await rows.orderBy('e.full_name').orderBy('e.id').limit(2000).execute();
  return { employees: found.map(toEmployee) };
}

async function employeeById(db: Db, id: number): Promise<Employee> {
  const row = await selectEmployees(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(messages.employeeNotFound);
  return toEmployee(row);
}

/** Checks what an employee's fields name: the point in the caller's scope, a live user linked once. */
async function checkedFields(
  trx: Transaction<Database>,
  actor: StaffAuth,
  fields: EmployeeBody['employee'],
  id?: number,
) {
  if (fields.pvzId !== null) {
    if (!scopeIncludesPoint(actor.scope, fields.pvzId)) throw forbidden(messages.pointOutOfScope);
    await assertActivePoint(trx, fields.pvzId);
  } else if (!actor.scope.allPoints) {
    throw forbidden(messages.pointOutOfScope);
  }
  if (fields.fullName.trim() === '') throw badRequest(messages.employeeNameRequired);
  if (fields.hiredOn && fields.leftOn && fields.leftOn < fields.hiredOn)
    throw badRequest(messages.employeeLeftBeforeHired);
  if (fields.userId !== null) {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', fields.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound(messages.employeeUserUnknown);
    const linked = await trx
      .selectFrom('employees')
      .select('id')
      .where('user_id', '=', fields.userId)
      .where('id', '!=', id ?? 0)
      .executeTakeFirst();
    if (linked) throw conflict(messages.employeeUserTaken);
  }
  return {
    full_name: fields.fullName.trim(),
    job: fields.job.trim(),
    point_id: fields.pvzId,
    company: fields.company.trim(),
    bank: fields.bank.trim(),
    phone: fields.phone.trim(),
    payment_per_shift: fields.paymentPerShift,
    hours_per_shift: fields.hoursPerShift,
    hired_on: fields.hiredOn,
    left_on: fields.leftOn,
    user_id: fields.userId,
  };
}

/** Two links of one user at once: the second meets the unique index, and hears why. */
function userTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(messages.employeeUserTaken);
  throw error;
}

export async function createEmployee(trx: Transaction<Database>, actor: StaffAuth, body: EmployeeBody) {
  const values = await checkedFields(trx, actor, body.employee);
  const { id } = await trx
    .insertInto('employees')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(userTaken);
  await audit(trx, actor, { entity: 'employee', entityId: id, action: 'create', after: values });
  return { message: messages.employeeCreated, employee: await employeeById(trx, id) };
}

export async function editEmployee(trx: Transaction<Database>, actor: StaffAuth, body: EditEmployeeBody) {
  const { id, ...fields } = body.employee;
  const before = await employeeById(trx, id);
  if (!scopeAllows(actor.scope, before.pvzId)) throw notFound(messages.employeeNotFound);
  const values = await checkedFields(trx, actor, fields, id);
  await trx
    .updateTable('employees')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
    .catch(userTaken);
  await audit(trx, actor, { entity: 'employee', entityId: id, action: 'update', before, after: values });
  return { message: messages.employeeSaved, employee: await employeeById(trx, id) };
}

/** Whether the caller sees an employee of this point (or of none). */
export const scopeAllows = (scope: UserScope, pointId: number | null) =>
  pointId === null ? scope.allPoints : scopeIncludesPoint(scope, pointId);
