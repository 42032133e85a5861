import type { RoleInput, RoleItem } from '@pvz/contracts/api/roles';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { roleProblem } from '@pvz/contracts/validation/role';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/** Only ADMIN hands out access, so only ADMIN changes roles (whoever else may see them). */
export function assertAdmin(actor: StaffAuth): void {
  if (actor.user.role !== ADMIN_ROLE) throw forbidden();
}

/** The ADMIN changing a role, once the role as sent passes the shared check. */
export function roleChanger(request: FastifyRequest<{ Body: RoleInput }>): StaffAuth {
  const actor = staffOf(request);
  assertAdmin(actor);
  const problem = roleProblem(request.body);
  if (problem) throw badRequest(problem.error);
  return actor;
}

export function selectRoles(db: Db) {
  return db
    .selectFrom('roles as r')
    .select((eb) => [
      'r.code',
      'r.name',
      'r.fixed',
      'r.pages',
      'r.columns',
      eb
        .selectFrom('users as u')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('u.role', '=', 'r.code')
        .where('u.deleted_at', 'is', null)
        .as('userCount'),
    ])
    .where('r.code', '<>', CLIENT_ROLE)
    .where('r.deleted_at', 'is', null);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

export function toRoleItem(row: RoleRow): RoleItem {
  return {
    code: row.code,
    name: row.name,
    fixed: row.fixed,
    pages: row.pages,
    columns: row.columns,
    userCount: Number(row.userCount ?? 0),
  };
}

/** An active role that may be changed. */
export async function changeableRole(db: Db, code: string): Promise<RoleItem> {
  const row = await selectRoles(db).where('r.code', '=', code).executeTakeFirst();
  if (!row) throw notFound(messages.roleNotFound);
  if (row.fixed) throw forbidden(messages.roleFixed);
  return toRoleItem(row);
}
