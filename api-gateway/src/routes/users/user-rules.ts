import {
  type AccessOverrides,
  allowsLevel,
  emptyOverrides,
  scopeIncludesPoint,
  type UserScope,
} from '@pvz/contracts/access';
import type { UserListItem } from '@pvz/contracts/api/users';
import { goodsKinds } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { grantablePages } from '@pvz/contracts/pages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { staffPasswordError, usernameError } from '@pvz/contracts/validation/staff-user';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { pointIdsOfUser } from '../../services/staff-access.js';

type Db = Kysely<Database> | Transaction<Database>;

export const noScope: UserScope = { allPoints: false, pointIds: [], sortingCenterId: null, homePointId: null };

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
export async function assertAssignableRole(db: Db, actor: StaffAuth, role: string): Promise<void> {
  if (role === CLIENT_ROLE) throw badRequest(messages.roleUnknown);
  const exists = await db
    .selectFrom('roles')
    .select('code')
    .where('code', '=', role)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!exists) throw badRequest(messages.roleUnknown);
  if (role === ADMIN_ROLE && actor.user.role !== ADMIN_ROLE) throw forbidden();
}

/** Overrides may name only pages and columns that exist. */
export function assertValidOverrides(overrides: AccessOverrides): void {
  const pages = new Set(grantablePages.map((page) => page.key as string));
  if (Object.keys(overrides.pages).some((key) => !pages.has(key))) throw badRequest(messages.pageUnknown);
  for (const [kind, columns] of Object.entries(overrides.columns)) {
    const known = goodsKinds.find((info) => info.kind === kind)?.columns.map((column) => column.key);
    if (!known || Object.keys(columns ?? {}).some((key) => !known.includes(key)))
      throw badRequest(messages.columnUnknown);
  }
}

/** The points and the sorting centre must exist; the home point must be one of the user's points. */
export async function assertValidScope(db: Db, scope: UserScope): Promise<void> {
  const named = [...new Set([...scope.pointIds, ...(scope.homePointId === null ? [] : [scope.homePointId])])];
  if (named.length > 0) {
    const found = await db
      .selectFrom('points')
      .select('id')
      .where('id', 'in', named)
      .where('deleted_at', 'is', null)
      .execute();
    if (found.length !== named.length) throw badRequest(messages.pointUnknown);
  }
  if (scope.homePointId !== null && !scopeIncludesPoint(scope, scope.homePointId)) {
    throw badRequest(messages.homePointOutsideScope);
  }
  if (scope.sortingCenterId !== null) {
    const centre = await db
      .selectFrom('sorting_centers')
      .select('id')
      .where('id', '=', scope.sortingCenterId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!centre) throw badRequest(messages.sortingCenterUnknown);
  }
}

/**
 * A user who manages users without being ADMIN hands out no more than they have: no points outside
 * their scope, no page or column level above their own.
 */
export function assertWithinActor(actor: StaffAuth, scope: UserScope, overrides: AccessOverrides): void {
  if (actor.user.role === ADMIN_ROLE) return;
  if (scope.allPoints && !actor.scope.allPoints) throw forbidden();
  if (scope.pointIds.some((pointId) => !scopeIncludesPoint(actor.scope, pointId)))
    throw forbidden(messages.pointOutOfScope);
  for (const [page, level] of Object.entries(overrides.pages)) {
    if (level !== 'none' && !allowsLevel(actor.access.pages[page as keyof typeof actor.access.pages], level))
      throw forbidden();
  }
  const rank = { hidden: 0, read: 1, write: 2 } as const;
  for (const [kind, columns] of Object.entries(overrides.columns)) {
    for (const [column, level] of Object.entries(columns ?? {})) {
      const own = actor.access.columns[kind as keyof typeof actor.access.columns]?.[column] ?? 'hidden';
      if (rank[level] > rank[own]) throw forbidden();
    }
  }
}

/** Writes a user's scope: the flags on the row and the list of points. */
export async function saveScope(trx: Transaction<Database>, userId: number, scope: UserScope): Promise<void> {
  await trx
    .updateTable('users')
    .set({ all_points: scope.allPoints, sorting_center_id: scope.sortingCenterId, home_point_id: scope.homePointId })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('user_points').where('user_id', '=', userId).execute();
  if (scope.pointIds.length > 0) {
    await trx
      .insertInto('user_points')
      .values([...new Set(scope.pointIds)].map((pointId) => ({ user_id: userId, point_id: pointId })))
      .execute();
  }
}

/** Active users as the list shows them, never with a password hash. */
export function selectUserItems(db: Db) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.role',
      'u.all_points',
      pointIdsOfUser.as('point_ids'),
      'u.sorting_center_id',
      'u.home_point_id',
      'u.overrides',
      'u.created_at',
      'u.updated_at',
    ])
    .where('u.deleted_at', 'is', null);
}

type UserItemRow = Awaited<ReturnType<ReturnType<typeof selectUserItems>['executeTakeFirstOrThrow']>>;

export function toListItem(row: UserItemRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    scope: {
      allPoints: row.all_points,
      pointIds: row.point_ids,
      sortingCenterId: row.sorting_center_id,
      homePointId: row.home_point_id,
    },
    overrides: row.overrides ?? emptyOverrides,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function loadUserItem(db: Db, id: number): Promise<UserListItem> {
  return toListItem(await selectUserItems(db).where('u.id', '=', id).executeTakeFirstOrThrow());
}

export const now = sql<Date>`now()`;
