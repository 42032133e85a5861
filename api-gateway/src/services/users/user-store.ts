import { type AccessOverrides, emptyOverrides, type RoleAccess, type UserScope } from '@pvz/contracts/access';
import type { UserListItem } from '@pvz/contracts/api/users';
import { CLIENT_ROLE } from '@pvz/contracts/roles';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forgetAuth } from '../auth-cache.js';
import { pointIdsOfUser } from '../staff-access.js';

/** The SQL of staff users: the list, one user, a role's access, the user's scope. */

const now = sql<Date>`now()`;

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

export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await selectUserItems(db).orderBy('u.username').execute();
  return rows.map(toListItem);
}

/** An active user by id, or null. */
export async function findUser(db: Db, id: number): Promise<UserListItem | null> {
  const row = await selectUserItems(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toListItem(row) : null;
}

/** An active user by name (compared without case and outer spaces), or null. */
export async function findUserByName(db: Db, username: string): Promise<UserListItem | null> {
  const row = await selectUserItems(db)
    .where(sql`lower(u.username)`, '=', sql`lower(${username.trim()})`)
    .executeTakeFirst();
  return row ? toListItem(row) : null;
}

/** What an active staff role grants, or null when there is no such staff role. */
export async function findRoleAccess(db: Db, code: string): Promise<RoleAccess | null> {
  if (code === CLIENT_ROLE) return null;
  const role = await db
    .selectFrom('roles')
    .select(['pages', 'columns'])
    .where('code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return role ? { pages: role.pages ?? {}, columns: role.columns ?? {} } : null;
}

/** How many of these points and sorting centre exist (active), to check a scope. */
export async function countExisting(db: Db, pointIds: number[], sortingCenterId: number | null) {
  const points =
    pointIds.length === 0
      ? []
      : await db
          .selectFrom('points')
          .select('id')
          .where('id', 'in', pointIds)
          .where('deleted_at', 'is', null)
          .execute();
  const centre =
    sortingCenterId === null
      ? null
      : await db
          .selectFrom('sorting_centers')
          .select('id')
          .where('id', '=', sortingCenterId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  return { points: points.length, centreExists: sortingCenterId === null || centre !== undefined };
}

/** Writes a user's scope: the flags on the row and the list of points. */
export async function saveScope(db: Db, userId: number, scope: UserScope): Promise<void> {
  await db
    .updateTable('users')
    .set({ all_points: scope.allPoints, sorting_center_id: scope.sortingCenterId, home_point_id: scope.homePointId })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('user_points').where('user_id', '=', userId).execute();
  if (scope.pointIds.length > 0) {
    await db
      .insertInto('user_points')
      .values([...new Set(scope.pointIds)].map((pointId) => ({ user_id: userId, point_id: pointId })))
      .execute();
  }
}

export interface UserWrite {
  username: string;
  role: string;
  overrides: AccessOverrides;
  scope: UserScope;
}

export async function insertUser(db: Db, user: UserWrite, passwordHash: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      username: user.username,
      password_hash: passwordHash,
      role: user.role,
      overrides: JSON.stringify(user.overrides),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveScope(db, id, user.scope);
  return id;
}

/** Saves name, role, overrides and scope; a new password when one is given. */
export async function updateUser(db: Db, id: number, user: UserWrite, passwordHash: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: user.username,
      role: user.role,
      overrides: JSON.stringify(user.overrides),
      updated_at: now,
      ...(passwordHash !== null && { password_hash: passwordHash }),
    })
    .where('id', '=', id)
    .execute();
  await saveScope(db, id, user.scope);
  forgetAuth({ userId: id });
}

/** The row stays (history names who did what); the name becomes free for a new user. */
export async function softDeleteUser(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ deleted_at: now }).where('id', '=', id).execute();
  forgetAuth({ userId: id });
}
