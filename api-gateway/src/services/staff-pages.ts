import type { AccessLevel } from '@pvz/contracts/api/auth';
import { pageKeys } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';

/** The pages a role may open: ADMIN every page with write, other roles what their access structure says. */
export function pagesOfRole(role: string, rolePages: Record<string, AccessLevel> | null): Record<string, AccessLevel> {
  if (role === ADMIN_ROLE) return Object.fromEntries(pageKeys.map((key) => [key, 'write' as const]));
  return rolePages ?? {};
}
