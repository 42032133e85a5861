import { scopeIncludesPoint, type UserScope } from '@pvz/contracts/access';
import {
  type CreateTaskBody,
  type DeleteTaskBody,
  type EditTaskBody,
  TASK_PAST_DAYS,
  type TaskChange,
  type TaskFields,
} from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { addDays, occursOn } from '@pvz/contracts/recurrence';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assertActivePoint } from '../point-exists.js';
import { makeOccurrences, recurrenceOf, type StoredTask, storedTaskColumns, windowOf } from './occurrence-maker.js';
import { employeeTaskPeople, personInScope, pointsOfUsers, type TaskPerson } from './task-people.js';

/** A task's fields as stored, checked and without what its repeat does not use. */
type CheckedFields = Omit<StoredTask, 'id' | 'series_id' | 'created_by'> & { userIds: number[] };

/**
 * Checks a task's fields against the rules and the caller's scope: a task for everybody needs every
 * point; a point's task, that point; chosen people, people of the caller's points who may get tasks.
 * `keptStart` is a date already stored, which may stay even if it is now long past.
 */
async function checkFields(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: TaskFields,
  today: string,
  people: TaskPerson[],
  keptStart?: string,
): Promise<CheckedFields> {
  const title = body.title.trim();
  if (title === '') throw badRequest(messages.taskTitleRequired);
  if (body.startsOn !== keptStart && body.startsOn < addDays(today, -TASK_PAST_DAYS))
    throw badRequest(messages.taskTooEarly);
  const repeats = body.repeat !== 'none';
  const weekdays = body.repeat === 'weekly' ? [...body.weekdays].sort((a, b) => a - b) : [];
  if (body.repeat === 'weekly' && weekdays.length === 0) throw badRequest(messages.taskWeekdaysRequired);
  const ends = repeats ? body.ends : 'never';
  if (ends === 'until' && body.until === null) throw badRequest(messages.taskUntilRequired);
  if (ends === 'until' && body.until !== null && body.until < body.startsOn)
    throw badRequest(messages.taskUntilBeforeStart);

  let pointId: number | null = null;
  let userIds: number[] = [];
  if (body.audience === 'all' && !actor.scope.allPoints) throw forbidden(messages.taskAllNeedsNetwork);
  if (body.audience === 'point') {
    if (body.pointId === null) throw badRequest(messages.taskPointRequired);
    await assertActivePoint(trx, body.pointId);
    if (!scopeIncludesPoint(actor.scope, body.pointId)) throw forbidden(messages.pointOutOfScope);
    pointId = body.pointId;
  }
  if (body.audience === 'people') {
    if (body.userIds.length === 0) throw badRequest(messages.taskPeopleRequired);
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const id of body.userIds) {
      const person = byId.get(id);
      if (!person) throw badRequest(messages.taskPersonUnknown);
      if (!personInScope(actor.scope, person)) throw forbidden(messages.taskPersonOutOfScope);
    }
    userIds = [...body.userIds];
  }
  return {
    title,
    description: body.description.trim(),
    starts_on: body.startsOn,
    repeat: body.repeat,
    repeat_interval: repeats ? body.interval : 1,
    weekdays,
    ends,
    until_on: ends === 'until' ? body.until : null,
    audience: body.audience,
    point_id: pointId,
    userIds,
  };
}

/**
 * Whether a stored task lies within a scope: of every point for a task for everybody, of its point,
 * or of the points of each person chosen. Only such a task may its caller change or remove.
 */
export async function assertTaskInScope(db: Db, scope: UserScope, task: StoredTask): Promise<void> {
  if (scope.allPoints) return;
  if (task.audience === 'all') throw forbidden(messages.taskAllNeedsNetwork);
  if (task.audience === 'point') {
    if (task.point_id === null || !scopeIncludesPoint(scope, task.point_id)) throw forbidden(messages.pointOutOfScope);
    return;
  }
  const chosen = await db.selectFrom('employee_task_people').select('user_id').where('task_id', '=', task.id).execute();
  const points = await pointsOfUsers(
    db,
    chosen.map((row) => row.user_id),
  );
  if ([...points.values()].some((person) => !personInScope(scope, person)))
    throw forbidden(messages.taskPersonOutOfScope);
}

const columnsOf = (fields: CheckedFields, actor: StaffAuth) => {
  const { userIds: _people, ...columns } = fields;
  return { ...columns, updated_by: actor.user.id };
};

async function setPeople(trx: Transaction<Database>, taskId: number, userIds: readonly number[]) {
  await trx.deleteFrom('employee_task_people').where('task_id', '=', taskId).execute();
  if (userIds.length > 0)
    await trx
      .insertInto('employee_task_people')
      .values(userIds.map((userId) => ({ task_id: taskId, user_id: userId })))
      .execute();
}

async function storedTask(db: Db, id: number): Promise<StoredTask> {
  return db
    .selectFrom('employee_tasks as t')
    .select(storedTaskColumns)
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Inserts a task (of a series, or the first of its own) with its people; answers it as stored. */
async function insertTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  fields: CheckedFields,
  seriesId: number | null,
): Promise<StoredTask> {
  const { id } = await trx
    .insertInto('employee_tasks')
    .values({ ...columnsOf(fields, actor), series_id: seriesId ?? 0, created_by: actor.user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (seriesId === null) await trx.updateTable('employee_tasks').set({ series_id: id }).where('id', '=', id).execute();
  await setPeople(trx, id, fields.userIds);
  return storedTask(trx, id);
}

/** Creates a task and makes its days. */
export async function createTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: CreateTaskBody,
  today: string,
): Promise<TaskChange> {
  const people = await employeeTaskPeople(trx);
  const fields = await checkFields(trx, actor, body, today, people);
  const task = await insertTask(trx, actor, fields, null);
  await makeOccurrences(trx, [task], today, windowOf(today).from, people);
  return { message: messages.taskCreated, taskId: task.id };
}

/** A live day of a live task, its task locked for the change. */
async function occurrenceToChange(trx: Transaction<Database>, occurrenceId: number) {
  const occurrence = await trx
    .selectFrom('employee_task_occurrences as o')
    .innerJoin('employee_tasks as t', 't.id', 'o.task_id')
    .select(['o.id', 'o.task_id', sql<string>`o.rule_day::text`.as('rule_day'), sql<string>`o.day::text`.as('day')])
    .where('o.id', '=', occurrenceId)
    .where('o.deleted_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!occurrence) throw notFound(messages.taskOccurrenceNotFound);
  const task = await trx
    .selectFrom('employee_tasks as t')
    .select(storedTaskColumns)
    .where('t.id', '=', occurrence.task_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // the other tasks of its series, locked too: «Эту и последующие» and «Все задачи» change them
  const series = await trx
    .selectFrom('employee_tasks as t')
    .select(storedTaskColumns)
    .where('t.series_id', '=', task.series_id)
    .where('t.deleted_at', 'is', null)
    .orderBy('t.id')
    .forUpdate()
    .execute();
  return { occurrence, task, series };
}

/**
 * Takes away what nobody has done of these days: their undone assignees go, and a day left without
 * assignees goes too. Days somebody did stay as history.
 */
async function dropUndone(trx: Transaction<Database>, occurrenceIds: readonly number[]) {
  if (occurrenceIds.length === 0) return;
  await trx
    .deleteFrom('employee_task_assignees')
    .where('occurrence_id', 'in', [...occurrenceIds])
    .where('done_at', 'is', null)
    .execute();
  await trx
    .deleteFrom('employee_task_occurrences as o')
    .where('o.id', 'in', [...occurrenceIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('employee_task_assignees as a').select('a.user_id').whereRef('a.occurrence_id', '=', 'o.id')),
      ),
    )
    .execute();
}

async function occurrencesOf(trx: Transaction<Database>, taskIds: readonly number[], fromDay: string | null) {
  if (taskIds.length === 0) return [];
  let query = trx
    .selectFrom('employee_task_occurrences')
    .select(['id', 'task_id', sql<string>`rule_day::text`.as('rule_day')])
    .where('task_id', 'in', [...taskIds]);
  if (fromDay !== null) query = query.where('rule_day', '>=', fromDay);
  return query.execute();
}

/**
 * Hands the days of tasks (from a day on, all when null) to `target`, rewritten: a day the target's
 * rule also gives moves to it (done ticks, and a day removed alone, with it) and loses its own
 * wording and moved date; a day the rule does not give is dropped unless somebody did it.
 */
async function rebase(
  trx: Transaction<Database>,
  taskIds: readonly number[],
  fromDay: string | null,
  target: StoredTask,
) {
  const rows = await occurrencesOf(trx, taskIds, fromDay);
  // the target's own days first: those it already has stay with it
  rows.sort((a, b) => Number(b.task_id === target.id) - Number(a.task_id === target.id));
  const rule = recurrenceOf(target);
  const taken = new Set<string>();
  const kept: number[] = [];
  const moved: number[] = [];
  const dropped: number[] = [];
  for (const row of rows) {
    if (occursOn(rule, row.rule_day) && !taken.has(row.rule_day)) {
      taken.add(row.rule_day);
      (row.task_id === target.id ? kept : moved).push(row.id);
    } else dropped.push(row.id);
  }
  if (moved.length > 0)
    await trx.updateTable('employee_task_occurrences').set({ task_id: target.id }).where('id', 'in', moved).execute();
  const rewritten = [...kept, ...moved];
  if (rewritten.length > 0)
    await sql`
      update employee_task_occurrences o set title = null, description = null, day = o.rule_day
      where o.id = any(${rewritten}::int[]) and o.deleted_at is null
        and not exists (select 1 from employee_task_assignees a where a.occurrence_id = o.id and a.done_at is not null)`.execute(
      trx,
    );
  await dropUndone(trx, dropped);
}

/** Removes tasks (kept, marked deleted) and their days nobody did. */
async function removeTasks(trx: Transaction<Database>, actor: StaffAuth, taskIds: readonly number[]) {
  if (taskIds.length === 0) return;
  await dropUndone(
    trx,
    (await occurrencesOf(trx, taskIds, null)).map((row) => row.id),
  );
  await trx
    .updateTable('employee_tasks')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()`, updated_by: actor.user.id })
    .where('id', 'in', [...taskIds])
    .execute();
}

/** Ends a task's repeats the day before `day`, and drops its days from then on that nobody did. */
async function endBefore(trx: Transaction<Database>, actor: StaffAuth, task: StoredTask, day: string) {
  await trx
    .updateTable('employee_tasks')
    .set({ ends: 'until', until_on: addDays(day, -1), updated_at: sql`now()`, updated_by: actor.user.id })
    .where('id', '=', task.id)
    .execute();
  await dropUndone(
    trx,
    (await occurrencesOf(trx, [task.id], day)).map((row) => row.id),
  );
}

/** Rewrites a stored task with new fields in place; answers it as stored. */
async function rewriteTask(trx: Transaction<Database>, actor: StaffAuth, task: StoredTask, fields: CheckedFields) {
  await trx
    .updateTable('employee_tasks')
    .set({ ...columnsOf(fields, actor), updated_at: sql`now()` })
    .where('id', '=', task.id)
    .execute();
  await setPeople(trx, task.id, fields.userIds);
  return storedTask(trx, task.id);
}

/**
 * Changes a task from one of its days:
 * - «Только эту задачу»: that day's title, description and date;
 * - «Эту и последующие задачи»: the task ends the day before (the earlier of the day and the new date)
 *   and a task of the same series with the new fields starts; the series' later tasks end with it;
 * - «Все задачи»: the first task of the series takes the new fields, the rest of the series goes.
 * A day somebody did keeps its tick wherever the new rule still gives it. A task without repeats has
 * one day: whatever is asked, it is the whole task.
 */
export async function editTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: EditTaskBody,
  today: string,
): Promise<TaskChange> {
  const { occurrence, task, series } = await occurrenceToChange(trx, body.occurrenceId);
  for (const each of series) await assertTaskInScope(trx, actor.scope, each);
  const scope = task.repeat === 'none' ? 'all' : body.scope;

  if (scope === 'one') {
    const title = body.title.trim();
    if (title === '') throw badRequest(messages.taskTitleRequired);
    if (body.startsOn !== occurrence.day && body.startsOn < addDays(today, -TASK_PAST_DAYS))
      throw badRequest(messages.taskTooEarly);
    await trx
      .updateTable('employee_task_occurrences')
      .set({ title, description: body.description.trim(), day: body.startsOn })
      .where('id', '=', occurrence.id)
      .execute();
    return { message: messages.taskSaved, taskId: task.id };
  }

  const people = await employeeTaskPeople(trx);
  let target: StoredTask;
  if (scope === 'all') {
    const first = series[0] ?? task;
    const fields = await checkFields(trx, actor, body, today, people, first.starts_on);
    target = await rewriteTask(trx, actor, first, fields);
    await rebase(
      trx,
      series.map((each) => each.id),
      null,
      target,
    );
    await removeTasks(
      trx,
      actor,
      series.filter((each) => each.id !== first.id).map((each) => each.id),
    );
  } else {
    const fields = await checkFields(trx, actor, body, today, people, occurrence.day);
    // the earlier of the day and the new date: ISO days compare as text
    const cut = [fields.starts_on, occurrence.rule_day].sort()[0] as string;
    const later = series.filter((each) => each.id > task.id).map((each) => each.id);
    if (cut <= task.starts_on) {
      target = await rewriteTask(trx, actor, task, fields);
      await rebase(trx, [task.id, ...later], null, target);
    } else {
      target = await insertTask(trx, actor, fields, task.series_id);
      await rebase(trx, [task.id, ...later], cut, target);
      await endBefore(trx, actor, task, cut);
    }
    await removeTasks(trx, actor, later);
  }
  await makeOccurrences(trx, [target], today, windowOf(today).from, people);
  return { message: messages.taskSaved, taskId: target.id };
}

/**
 * Removes a task from one of its days: that day only (kept, marked removed, so it is not made again),
 * that day and the following (the task ends the day before; the series' later tasks go), or the whole
 * series. Days somebody did stay as history.
 */
export async function removeTask(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: DeleteTaskBody,
): Promise<TaskChange> {
  const { occurrence, task, series } = await occurrenceToChange(trx, body.occurrenceId);
  for (const each of series) await assertTaskInScope(trx, actor.scope, each);
  const scope = task.repeat === 'none' ? 'all' : body.scope;
  if (scope === 'one') {
    await trx
      .updateTable('employee_task_occurrences')
      .set({ deleted_at: sql`now()` })
      .where('id', '=', occurrence.id)
      .execute();
  } else if (scope === 'all') {
    await removeTasks(
      trx,
      actor,
      series.map((each) => each.id),
    );
  } else {
    await removeTasks(
      trx,
      actor,
      series.filter((each) => each.id > task.id).map((each) => each.id),
    );
    if (occurrence.rule_day <= task.starts_on) await removeTasks(trx, actor, [task.id]);
    else await endBefore(trx, actor, task, occurrence.rule_day);
  }
  return { message: messages.taskDeleted, taskId: task.id };
}
