import { allowsLevel, type UserScope } from '@pvz/contracts/access';
import type { PageKey } from '@pvz/contracts/pages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import type { Db } from '../../db/database.js';
import { pointIdsOfUser, staffAccessOf, staffAccessSelection } from '../staff-access.js';

/** A staff member who may get tasks, with the points they work at. */
export interface TaskPerson {
  id: number;
  name: string;
  pointIds: number[];
  /** works at every point: the director, or staff given all points */
  allPoints: boolean;
  /** writes the page: a manager, who sets tasks; given one only by name */
  writes: boolean;
}

/**
 * The active staff who may open a page (read is enough), by name. The director gives tasks and is
 * not given employee tasks; a manager task may go to anyone with its page, the director too.
 */
export async function staffWithPage(db: Db, page: PageKey, withDirector: boolean): Promise<TaskPerson[]> {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.id', 'u.username', ...staffAccessSelection])
    .where('u.deleted_at', 'is', null)
    .orderBy('u.username');
  if (!withDirector) query = query.where('u.role', '<>', ADMIN_ROLE);
  const users = await query.execute();
  return users.flatMap((user) => {
    const { access, scope } = staffAccessOf(user);
    const level = access.pages[page];
    return allowsLevel(level, 'read')
      ? [
          {
            id: user.id,
            name: user.username,
            pointIds: user.pointIds,
            allPoints: scope.allPoints,
            writes: level === 'write',
          },
        ]
      : [];
  });
}

/** Who gets employee tasks: staff with «Задачи сотрудников», the director aside. */
export const employeeTaskPeople = (db: Db) => staffWithPage(db, 'extra-tasks-employees', false);

/** Who may be responsible for a manager task: staff with «Задачи». */
export const managerTaskPeople = (db: Db) => staffWithPage(db, 'extra-tasks', true);

/** Where a person works: at every point, or at theirs. */
export interface PersonPoints {
  allPoints: boolean;
  pointIds: readonly number[];
}

/**
 * Whether a person works within a scope: the scope has every point, the person works at every point,
 * or at one of the scope's. A manager gives tasks to, and sees the tasks of, the people of their points.
 */
export function personInScope(scope: UserScope, person: PersonPoints): boolean {
  return scope.allPoints || person.allPoints || person.pointIds.some((pointId) => scope.pointIds.includes(pointId));
}

/** Where users work, whoever they are now (a person given a task may have left since). */
export async function pointsOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, PersonPoints>> {
  const byUser = new Map<number, PersonPoints>();
  if (userIds.length === 0) return byUser;
  const users = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.all_points', 'u.role', pointIdsOfUser.as('pointIds')])
    .where('u.id', 'in', [...userIds])
    .execute();
  for (const user of users)
    byUser.set(user.id, { allPoints: user.all_points || user.role === ADMIN_ROLE, pointIds: user.pointIds });
  return byUser;
}
