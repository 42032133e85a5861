import {
  type AccessOverrides,
  type EffectiveAccess,
  effectiveAccess,
  grantExcess,
  sameOverrides,
  sameScope,
  scopeIncludesPoint,
  scopeWithin,
  type UserScope,
} from '@pvz/contracts/access';
import type { UserListItem } from '@pvz/contracts/api/users';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { describe, messages } from '@pvz/contracts/messages';
import { findPage, grantablePages } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { staffPasswordError, usernameError } from '@pvz/contracts/validation/staff-user';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { countExisting, findRoleAccess } from './user-store.js';

/**
 * Who may give whom which access. ADMIN is unrestricted. Any other user manager hands out no more
 * than they hold (pages and columns compared one by one, points and sorting centre within their
 * scope), reaches only users who hold no more than they do, and never changes their own access.
 */

/** What a user is given: a role, exceptions to it, and the points they work with. */
export interface Grant {
  role: string;
  overrides: AccessOverrides;
  scope: UserScope;
}

export const noScope: UserScope = { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null };

const isAdmin = (actor: StaffAuth) => actor.user.role === ADMIN_ROLE;

export function assertValidUsername(username: string): string {
  const problem = usernameError(username);
  if (problem) throw badRequest(problem);
  return username.trim();
}

export function assertValidPassword(password: string): void {
  const problem = staffPasswordError(password);
  if (problem) throw badRequest(problem);
}

/** Overrides may name only pages and columns that exist. */
function assertValidOverrides(overrides: AccessOverrides): void {
  const pages = new Set(grantablePages.map((page) => page.key as string));
  if (Object.keys(overrides.pages).some((key) => !pages.has(key))) throw badRequest(messages.pageUnknown);
  for (const [kind, columns] of Object.entries(overrides.columns)) {
    const known = goodsKinds.find((info) => info.kind === kind)?.columns.map((column) => column.key);
    if (!known || Object.keys(columns ?? {}).some((key) => !known.includes(key)))
      throw badRequest(messages.columnUnknown);
  }
}

/** The points and the sorting centre must exist; the home point must be one of the user's points. */
async function assertValidScope(db: Db, scope: UserScope): Promise<void> {
  const named = [...new Set([...scope.pointIds, ...(scope.homePointId === null ? [] : [scope.homePointId])])];
  const existing = await countExisting(db, named, scope.sortingCenterId);
  if (existing.points !== named.length) throw badRequest(messages.pointUnknown);
  if (scope.homePointId !== null && !scopeIncludesPoint(scope, scope.homePointId))
    throw badRequest(messages.homePointOutsideScope);
  if (!existing.centreExists) throw badRequest(messages.sortingCenterUnknown);
}

/** The access a grant gives; null when its role is not a staff role that exists. */
async function accessOfGrant(db: Db, grant: Pick<Grant, 'role' | 'overrides'>): Promise<EffectiveAccess | null> {
  const roleAccess = await findRoleAccess(db, grant.role);
  return roleAccess ? effectiveAccess(grant.role, roleAccess, grant.overrides) : null;
}

function assertWithinOwn(actor: StaffAuth, access: EffectiveAccess): void {
  const excess = grantExcess(access, actor.access);
  if (!excess) return;
  if ('page' in excess) throw forbidden(describe.grantBeyondOwnPage(findPage(excess.page).title));
  const kind = goodsKinds.find((info) => info.kind === excess.kind);
  const column = kind?.columns.find((info) => info.key === excess.column);
  throw forbidden(describe.grantBeyondOwnColumn(kind?.title ?? excess.kind, column?.title ?? excess.column));
}

/**
 * A grant as sent must name a staff role, real pages, columns, points and sorting centre; only ADMIN
 * gives the ADMIN role, and anyone else gives no more than they hold.
 */
export async function assertGrantable(db: Db, actor: StaffAuth, grant: Grant): Promise<void> {
  assertValidOverrides(grant.overrides);
  const access = await accessOfGrant(db, grant);
  if (!access) throw badRequest(messages.roleUnknown);
  await assertValidScope(db, grant.scope);
  if (isAdmin(actor)) return;
  if (grant.role === ADMIN_ROLE) throw forbidden();
  assertWithinOwn(actor, access);
  if (!scopeWithin(grant.scope, actor.scope)) throw forbidden(messages.scopeBeyondOwn);
}

/**
 * A user another manager may edit, set a password for or delete: one who holds no more access and
 * no other points than the manager. The manager's own account is judged by `assertOwnAccessKept`.
 */
export async function assertWithinReach(db: Db, actor: StaffAuth, target: UserListItem): Promise<void> {
  if (isAdmin(actor) || target.id === actor.user.id) return;
  if (target.role === ADMIN_ROLE) throw forbidden(messages.userOutOfReach);
  const access = await accessOfGrant(db, target);
  if (!access || grantExcess(access, actor.access) || !scopeWithin(target.scope, actor.scope))
    throw forbidden(messages.userOutOfReach);
}

/** No one but ADMIN changes their own role, overrides or scope; ADMIN keeps the ADMIN role. */
export function assertOwnAccessKept(actor: StaffAuth, before: UserListItem, after: Grant): void {
  if (before.id !== actor.user.id) return;
  if (isAdmin(actor)) {
    if (after.role !== ADMIN_ROLE) throw badRequest(messages.cannotDemoteSelf);
    return;
  }
  const unchanged =
    after.role === before.role &&
    sameOverrides(after.overrides, before.overrides) &&
    sameScope(after.scope, before.scope);
  if (!unchanged) throw forbidden(messages.cannotChangeOwnAccess);
}
