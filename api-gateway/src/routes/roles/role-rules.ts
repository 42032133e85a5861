import type { RoleInput } from '@pvz/contracts/api/roles';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { roleProblem } from '@pvz/contracts/validation/role';
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../errors.js';
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
