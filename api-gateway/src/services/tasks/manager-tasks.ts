import {
  CHECKED_TASK_SHOWN_HOURS,
  type CreateManagerTaskBody,
  type DoneManagerTaskBody,
  type EditManagerTaskBody,
  type ManagerTask,
  type ManagerTaskChange,
  type ManagerTaskChoices,
  type ManagerTasksQuery,
  type RefineManagerTaskBody,
} from '@pvz/contracts/api/manager-tasks';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { storeNotifications } from '../notifications/notify.js';
import { checkTaskPhotos } from './task-files.js';
import { managerTaskPeople, personInScope } from './task-people.js';

/** A change of a manager task, with the notifications it stored (pushed once the change is committed). */
export interface ManagerTaskOutcome {
  answer: ManagerTaskChange;
  notificationIds: number[];
}

const isDirector = (actor: StaffAuth) => actor.user.role === ADMIN_ROLE;

/**
 * The tasks a caller sees (`m`): the director and staff of every point see all; others those they
 * gave, those they are responsible for, and those of people of their points.
 */
function visibleTo(actor: StaffAuth): RawBuilder<SqlBool> {
  if (actor.scope.allPoints) return sql<SqlBool>`true`;
  return sql<SqlBool>`(m.created_by = ${actor.user.id} or m.responsible_id = ${actor.user.id}
    or exists (select 1 from user_points up where up.user_id = m.responsible_id
      and up.point_id = any(${actor.scope.pointIds}::int[])))`;
}

interface TaskRow {
  id: number;
  description: string;
  note: string;
  deadline: string;
  responsible_id: number;
  responsible: string;
  created_by: number;
  creator: string;
  created_at: Date;
  done_at: Date | null;
  checked_at: Date | null;
  checked_by_name: string | null;
  refinement_at: Date | null;
  refinement_note: string;
  refinements: number;
}

async function selectTasks(
  db: Db,
  actor: StaffAuth,
  where: RawBuilder<SqlBool>,
  today: string,
): Promise<ManagerTask[]> {
  const rows = await sql<TaskRow>`
    select m.id, m.description, m.note, m.deadline::text as deadline, m.responsible_id, r.username as responsible,
      m.created_by, c.username as creator, m.created_at, m.done_at, m.checked_at, k.username as checked_by_name,
      m.refinement_at, m.refinement_note, m.refinements
    from manager_tasks m
    join users r on r.id = m.responsible_id
    join users c on c.id = m.created_by
    left join users k on k.id = m.checked_by
    where m.deleted_at is null and ${where} and ${visibleTo(actor)}
    order by m.deadline, m.id`.execute(db);
  const ids = rows.rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .selectFrom('manager_task_files as f')
          .innerJoin('users as u', 'u.id', 'f.added_by')
          .select(['f.task_id', 'f.file_id', 'u.username'])
          .where('f.task_id', 'in', ids)
          .orderBy('f.added_at')
          .execute();
  return rows.rows.map((row) => ({
    id: row.id,
    description: row.description,
    note: row.note,
    deadline: row.deadline,
    responsible: { id: row.responsible_id, name: row.responsible },
    creator: { id: row.created_by, name: row.creator },
    createdAt: row.created_at.toISOString(),
    state: row.checked_at ? 'checked' : row.done_at ? 'done' : row.refinement_at ? 'refinement' : 'open',
    overdue: row.done_at === null && row.deadline < today,
    doneAt: row.done_at?.toISOString() ?? null,
    checkedAt: row.checked_at?.toISOString() ?? null,
    checkedBy: row.checked_by_name,
    refinementAt: row.refinement_at?.toISOString() ?? null,
    refinementNote: row.refinement_note,
    refinements: row.refinements,
    photos: photos
      .filter((photo) => photo.task_id === row.id)
      .map((photo) => ({ id: photo.file_id, addedBy: photo.username })),
    mayManage: isDirector(actor) || row.created_by === actor.user.id,
    mine: row.responsible_id === actor.user.id,
  }));
}

/**
 * The tasks the caller sees, of one responsible person if asked; a checked task leaves the list
 * CHECKED_TASK_SHOWN_HOURS after its check unless the archive is asked for.
 */
export async function managerTasks(
  db: Db,
  actor: StaffAuth,
  query: ManagerTasksQuery,
  today: string,
): Promise<ManagerTask[]> {
  const responsible =
    query.responsibleId === undefined ? sql<SqlBool>`true` : sql<SqlBool>`m.responsible_id = ${query.responsibleId}`;
  const shown = query.archived
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(m.checked_at is null or m.checked_at > now() - make_interval(hours => ${CHECKED_TASK_SHOWN_HOURS}))`;
  return selectTasks(db, actor, sql<SqlBool>`${responsible} and ${shown}`, today);
}

/** How many manager tasks a person is responsible for, not done and past their deadline. */
export async function managerTasksOverdue(db: Db, userId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('manager_tasks')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('responsible_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('done_at', 'is', null)
    .where('deadline', '<', today)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Who may be responsible for a task of the caller: people with the page at the caller's points, and the caller. */
export async function managerTaskChoices(db: Db, actor: StaffAuth): Promise<ManagerTaskChoices> {
  const people = await managerTaskPeople(db);
  return {
    people: people
      .filter((person) => person.id === actor.user.id || personInScope(actor.scope, person))
      .map(({ id, name }) => ({ id, name })),
  };
}

async function checkResponsible(db: Db, actor: StaffAuth, responsibleId: number) {
  const person = (await managerTaskPeople(db)).find((candidate) => candidate.id === responsibleId);
  if (!person) throw badRequest(messages.managerTaskResponsibleUnknown);
  if (person.id !== actor.user.id && !personInScope(actor.scope, person))
    throw forbidden(messages.managerTaskResponsibleOutOfScope);
}

async function attachPhotos(trx: Transaction<Database>, actor: StaffAuth, taskId: number, photoIds: readonly string[]) {
  if (photoIds.length === 0) return;
  await checkTaskPhotos(trx, actor, photoIds, messages.managerTaskPhotoInvalid);
  await trx
    .insertInto('manager_task_files')
    .values(photoIds.map((fileId) => ({ task_id: taskId, file_id: fileId, added_by: actor.user.id })))
    .execute();
}

async function taskById(trx: Transaction<Database>, actor: StaffAuth, id: number, today: string): Promise<ManagerTask> {
  const [task] = await selectTasks(trx, actor, sql<SqlBool>`m.id = ${id}`, today);
  if (!task) throw notFound(messages.managerTaskNotFound);
  return task;
}

/** A live task locked for a change, which the caller must see (403 for another's point). */
async function taskToChange(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const task = await trx
    .selectFrom('manager_tasks as m')
    .select(['m.id', 'm.created_by', 'm.responsible_id', 'm.done_at', 'm.checked_at'])
    .where('m.id', '=', id)
    .where('m.deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!task) throw notFound(messages.managerTaskNotFound);
  const visible = await trx
    .selectFrom('manager_tasks as m')
    .select('m.id')
    .where('m.id', '=', id)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!visible) throw forbidden(messages.forbidden);
  return task;
}

function assertManages(actor: StaffAuth, task: { created_by: number }) {
  if (!isDirector(actor) && task.created_by !== actor.user.id) throw forbidden(messages.managerTaskNotCreator);
}

const notifyNew = (trx: Db, responsibleId: number) =>
  storeNotifications(
    trx,
    { userIds: [responsibleId] },
    { title: messages.managerTaskPushNewTitle, message: messages.managerTaskPushNew },
  );

/** Gives a task to a responsible person and tells them («Новая задача»). */
export async function createManagerTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreateManagerTaskBody,
  today: string,
): Promise<ManagerTaskOutcome> {
  const description = body.description.trim();
  if (description === '') throw badRequest(messages.managerTaskDescriptionRequired);
  await checkResponsible(trx, actor, body.responsibleId);
  const { id } = await trx
    .insertInto('manager_tasks')
    .values({
      description,
      responsible_id: body.responsibleId,
      deadline: body.deadline,
      note: body.note.trim(),
      created_by: actor.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await attachPhotos(trx, actor, id, body.photoIds);
  const notificationIds = body.responsibleId === actor.user.id ? [] : await notifyNew(trx, body.responsibleId);
  return {
    answer: { message: messages.managerTaskCreated, task: await taskById(trx, actor, id, today) },
    notificationIds,
  };
}

/** Changes a task not checked yet (its creator or the director); a new responsible is told. */
export async function editManagerTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: EditManagerTaskBody,
  today: string,
): Promise<ManagerTaskOutcome> {
  const task = await taskToChange(trx, actor, body.id);
  assertManages(actor, task);
  if (task.checked_at !== null) throw conflict(messages.managerTaskChecked);
  const description = body.description.trim();
  if (description === '') throw badRequest(messages.managerTaskDescriptionRequired);
  if (body.responsibleId !== task.responsible_id) await checkResponsible(trx, actor, body.responsibleId);
  await trx
    .updateTable('manager_tasks')
    .set({
      description,
      responsible_id: body.responsibleId,
      deadline: body.deadline,
      note: body.note.trim(),
      updated_at: sql`now()`,
    })
    .where('id', '=', task.id)
    .execute();
  await attachPhotos(trx, actor, task.id, body.photoIds);
  const newPerson = body.responsibleId !== task.responsible_id && body.responsibleId !== actor.user.id;
  return {
    answer: { message: messages.managerTaskSaved, task: await taskById(trx, actor, task.id, today) },
    notificationIds: newPerson ? await notifyNew(trx, body.responsibleId) : [],
  };
}

/** Removes a task (kept, marked deleted): its creator or the director. */
export async function removeManagerTask(trx: Transaction<Database>, actor: StaffAuth, id: number) {
  const task = await taskToChange(trx, actor, id);
  assertManages(actor, task);
  await trx
    .updateTable('manager_tasks')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', task.id)
    .execute();
  return { message: messages.managerTaskDeleted, id: task.id };
}

/** The responsible marks their task done, with photos if they like; its creator is told. */
export async function markManagerTaskDone(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: DoneManagerTaskBody,
  today: string,
): Promise<ManagerTaskOutcome> {
  const task = await taskToChange(trx, actor, body.id);
  if (task.responsible_id !== actor.user.id) throw forbidden(messages.managerTaskNotResponsible);
  if (task.done_at !== null) throw conflict(messages.managerTaskDoneAlready);
  await trx
    .updateTable('manager_tasks')
    .set({ done_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', task.id)
    .execute();
  await attachPhotos(trx, actor, task.id, body.photoIds);
  const notificationIds =
    task.created_by === actor.user.id
      ? []
      : await storeNotifications(
          trx,
          { userIds: [task.created_by] },
          { title: messages.managerTaskPushTitle, message: messages.managerTaskPushDone },
        );
  return {
    answer: { message: messages.managerTaskMarkedDone, task: await taskById(trx, actor, task.id, today) },
    notificationIds,
  };
}

/** Its creator (or the director) accepts a done task: it leaves the list a day later. */
export async function checkManagerTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  id: number,
  today: string,
): Promise<ManagerTaskOutcome> {
  const task = await taskToChange(trx, actor, id);
  assertManages(actor, task);
  if (task.checked_at !== null) throw conflict(messages.managerTaskChecked);
  if (task.done_at === null) throw conflict(messages.managerTaskNotDone);
  await trx
    .updateTable('manager_tasks')
    .set({ checked_at: sql`now()`, checked_by: actor.user.id, updated_at: sql`now()` })
    .where('id', '=', task.id)
    .execute();
  return {
    answer: { message: messages.managerTaskCheckedNow, task: await taskById(trx, actor, task.id, today) },
    notificationIds: [],
  };
}

/** Its creator (or the director) sends a done task back: not done again, and its responsible is told why. */
export async function refineManagerTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: RefineManagerTaskBody,
  today: string,
): Promise<ManagerTaskOutcome> {
  const task = await taskToChange(trx, actor, body.id);
  assertManages(actor, task);
  if (task.checked_at !== null) throw conflict(messages.managerTaskChecked);
  if (task.done_at === null) throw conflict(messages.managerTaskNotDone);
  await trx
    .updateTable('manager_tasks')
    .set({
      done_at: null,
      refinement_at: sql`now()`,
      refinement_note: body.comment.trim(),
      refinements: sql`refinements + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', task.id)
    .execute();
  const notificationIds =
    task.responsible_id === actor.user.id
      ? []
      : await storeNotifications(
          trx,
          { userIds: [task.responsible_id] },
          { title: messages.managerTaskPushTitle, message: messages.managerTaskPushRefinement },
        );
  return {
    answer: { message: messages.managerTaskSentBack, task: await taskById(trx, actor, task.id, today) },
    notificationIds,
  };
}
