import {
  type AccessLevel,
  type AccessOverrides,
  allowsLevel,
  type ColumnLevels,
  type EffectiveAccess,
  effectiveAccess,
  emptyOverrides,
  type PageLevels,
  type UserScope,
} from '@pvz/contracts/access';
import type { PageKey } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** What decides a staff user's access, as read from users, roles and user_points. */
export interface StaffAccessFacts {
  role: string;
  rolePages: PageLevels | null;
  roleColumns: ColumnLevels | null;
  overrides: AccessOverrides | null;
  allPoints: boolean;
  pointIds: number[];
  sortingCenterId: number | null;
  homePointId: number | null;
}

/** The points of a user, as an array column of the users row `u`. */
export const pointIdsOfUser = sql<
  number[]
>`array(select up.point_id from user_points up where up.user_id = u.id order by up.point_id)`;

/** What to select, from `users as u` joined with `roles as r`, to know a user's access. */
export const staffAccessSelection = [
  'u.role',
  'r.pages as rolePages',
  'r.columns as roleColumns',
  'u.overrides',
  'u.all_points as allPoints',
  pointIdsOfUser.as('pointIds'),
  'u.sorting_center_id as sortingCenterId',
  'u.home_point_id as homePointId',
] as const;

/** The effective access and scope of a staff user: ADMIN has every page, column and point. */
export function staffAccessOf(facts: StaffAccessFacts): { access: EffectiveAccess; scope: UserScope } {
  const admin = facts.role === ADMIN_ROLE;
  const access = effectiveAccess(
    facts.role,
    { pages: facts.rolePages ?? {}, columns: facts.roleColumns ?? {} },
    facts.overrides ?? emptyOverrides,
  );
  const scope: UserScope = {
    allPoints: admin || facts.allPoints,
    pointIds: facts.pointIds,
    sortingCenterId: facts.sortingCenterId,
    homePointId: facts.homePointId,
  };
  return { access, scope };
}

/** Loads an active staff user's access facts by id. */
export async function loadStaffAccess(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(staffAccessSelection)
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? staffAccessOf(row) : null;
}

/** The active staff users whose access reaches a page at `level` (ADMIN always does), by name; or only one of them. */
export async function staffWithPage(
  db: Kysely<Database>,
  page: PageKey,
  level: AccessLevel,
  onlyUserId?: number,
): Promise<{ id: number; name: string; scope: UserScope }[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.id', 'u.username', ...staffAccessSelection])
    .where('u.deleted_at', 'is', null)
    .$if(onlyUserId !== undefined, (select) => select.where('u.id', '=', onlyUserId ?? 0))
    .orderBy('u.username')
    .execute();
  return rows.flatMap((row) => {
    const { access, scope } = staffAccessOf(row);
    return allowsLevel(access.pages[page], level) ? [{ id: row.id, name: row.username, scope }] : [];
  });
}
