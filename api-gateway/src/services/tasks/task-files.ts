import { allowsLevel } from '@pvz/contracts/access';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { personInScope, pointsOfUsers } from './task-people.js';

/**
 * Photos of tasks (purpose `task`): the caller's own uploads, each on one task only — a tick of an
 * employee task or a manager task. Locked until the task's change is saved, so two requests cannot
 * both take one photo.
 */
export async function checkTaskPhotos(
  trx: Transaction<Database>,
  actor: StaffAuth,
  photoIds: readonly string[],
  refusal: string,
): Promise<void> {
  if (photoIds.length === 0) return;
  const files = await trx
    .selectFrom('files')
    .select(['id', 'owner_user_id', 'purpose'])
    .where('id', 'in', [...photoIds])
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
  const [ticked, attached] = await Promise.all([
    trx
      .selectFrom('employee_task_assignees')
      .select('photo_id')
      .where('photo_id', 'in', [...photoIds])
      .execute(),
    trx
      .selectFrom('manager_task_files')
      .select('file_id')
      .where('file_id', 'in', [...photoIds])
      .execute(),
  ]);
  const fit = files.filter((file) => file.owner_user_id === actor.user.id && file.purpose === 'task');
  if (fit.length !== new Set(photoIds).size || ticked.length > 0 || attached.length > 0) throw badRequest(refusal);
}

/**
 * Who may see a task's photo besides its owner: of a manager task, those who see the task (its
 * creator, its responsible, the director, staff of all points or of the responsible's points, with
 * the page); of an employee task's tick, those with the page who see the person who ticked it.
 */
export async function mayReadTaskPhoto(db: Kysely<Database>, auth: StaffAuth, fileId: string): Promise<boolean> {
  const managerTask = await db
    .selectFrom('manager_task_files as f')
    .innerJoin('manager_tasks as m', 'm.id', 'f.task_id')
    .select(['m.created_by', 'm.responsible_id'])
    .where('f.file_id', '=', fileId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
  if (managerTask) {
    if (!allowsLevel(auth.access.pages['extra-tasks'], 'read')) return false;
    if (auth.user.role === ADMIN_ROLE || [managerTask.created_by, managerTask.responsible_id].includes(auth.user.id))
      return true;
    // as the list: the tasks of people who work at one of the caller's own points
    const responsible = (await pointsOfUsers(db, [managerTask.responsible_id])).get(managerTask.responsible_id);
    return personInScope(auth.scope, { allPoints: false, pointIds: responsible?.pointIds ?? [] });
  }
  const tick = await db
    .selectFrom('employee_task_assignees')
    .select('user_id')
    .where('photo_id', '=', fileId)
    .executeTakeFirst();
  if (!tick || !allowsLevel(auth.access.pages['extra-tasks-employees'], 'read')) return false;
  const person = (await pointsOfUsers(db, [tick.user_id])).get(tick.user_id);
  return person !== undefined && personInScope(auth.scope, person);
}
