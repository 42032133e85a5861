import type { UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { staffPasswordError, usernameError } from '@pvz/contracts/validation/staff-user';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

export function assertValidUsername(username: string): string {
  const problem = usernameError(username);
  if (problem) throw badRequest(problem);
  return username.trim();
}

export function assertValidPassword(password: string): void {
  const problem = staffPasswordError(password);
  if (problem) throw badRequest(problem);
}

/** The role must be a staff role that exists; only ADMIN hands out (or takes away) ADMIN. */
export async function assertAssignableRole(db: Kysely<Database>, actor: StaffAuth, role: string): Promise<void> {
  if (role === CLIENT_ROLE) throw badRequest(messages.roleUnknown);
  const exists = await db.selectFrom('roles').select('code').where('code', '=', role).executeTakeFirst();
  if (!exists) throw badRequest(messages.roleUnknown);
  if (role === ADMIN_ROLE && actor.user.role !== ADMIN_ROLE) throw forbidden();
}

export const userListColumns = ['id', 'username', 'role', 'created_at', 'updated_at'] as const;

export function toListItem(row: {
  id: number;
  username: string;
  role: string;
  created_at: Date;
  updated_at: Date;
}): UserListItem {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
