import { scopeIncludesPoint } from '@pvz/contracts/access';
import {
  type EmployeeDayTasks,
  MAX_TASK_PERIOD_DAYS,
  type MyTask,
  type Occurrence,
  type OccurrenceDetail,
  type Occurrences,
  type TaskChoices,
  type TaskRecord,
  type TickAnswer,
  type TickBody,
} from '@pvz/contracts/api/employee-tasks';
import { messages } from '@pvz/contracts/messages';
import { dayNumber } from '@pvz/contracts/recurrence';
import { type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { assertTaskInScope } from './employee-tasks.js';
import { type StoredTask, storedTaskColumns, windowOf } from './occurrence-maker.js';
import { checkTaskPhotos } from './task-files.js';
import { employeeTaskPeople, personInScope, pointsOfUsers } from './task-people.js';

/**
 * Whether the caller sees a task's day (`o`, of task `t`): with every point, all; else the tasks of
 * their points, of people who all work at their points, those they gave, and their own.
 */
function visibleTo(actor: StaffAuth): RawBuilder<SqlBool> {
  if (actor.scope.allPoints) return sql<SqlBool>`true`;
  const me = actor.user.id;
  const points = actor.scope.pointIds;
  return sql<SqlBool>`(
    t.created_by = ${me}
    or exists (select 1 from employee_task_assignees a where a.occurrence_id = o.id and a.user_id = ${me})
    or (t.audience = 'point' and t.point_id = any(${points}::int[]))
    or (t.audience = 'people' and not exists (
      select 1 from employee_task_people tp join users pu on pu.id = tp.user_id
      where tp.task_id = t.id and not pu.all_points and not exists (
        select 1 from user_points up where up.user_id = tp.user_id and up.point_id = any(${points}::int[])))))`;
}

interface OccurrenceRow {
  id: number;
  day: string;
  title: string;
  description: string;
  task_id: number;
  starts_on: string;
  repeat: StoredTask['repeat'];
  repeat_interval: number;
  weekdays: number[];
  ends: StoredTask['ends'];
  until_on: string | null;
  audience: StoredTask['audience'];
  point_id: number | null;
  point_name: string | null;
  assigned: number;
  done: number;
  mine: boolean;
  my_done_at: Date | null;
}

/** Days of live tasks with their counters and the caller's own tick; `where` narrows them. */
function selectOccurrences(db: Db, actor: StaffAuth, where: RawBuilder<SqlBool>) {
  return sql<OccurrenceRow>`
    select o.id, o.day::text as day, coalesce(o.title, t.title) as title,
      coalesce(o.description, t.description) as description, t.id as task_id, t.starts_on::text as starts_on,
      t.repeat, t.repeat_interval, t.weekdays, t.ends, t.until_on::text as until_on, t.audience, t.point_id,
      p.name as point_name, c.assigned, c.done, c.mine, c.my_done_at
    from employee_task_occurrences o
    join employee_tasks t on t.id = o.task_id
    left join points p on p.id = t.point_id
    cross join lateral (
      select count(*)::int as assigned, count(a.done_at)::int as done,
        coalesce(bool_or(a.user_id = ${actor.user.id}), false) as mine,
        max(a.done_at) filter (where a.user_id = ${actor.user.id}) as my_done_at
      from employee_task_assignees a where a.occurrence_id = o.id) c
    where o.deleted_at is null and t.deleted_at is null and ${where} and ${visibleTo(actor)}
    order by o.day, title, o.id`.execute(db);
}

const toOccurrence = (row: OccurrenceRow, today: string): Occurrence => ({
  id: row.id,
  day: row.day,
  title: row.title,
  description: row.description,
  rule: {
    taskId: row.task_id,
    startsOn: row.starts_on,
    repeat: row.repeat,
    interval: row.repeat_interval,
    weekdays: row.weekdays,
    ends: row.ends,
    until: row.until_on,
    audience: row.audience,
    point: row.point_id === null ? null : { id: row.point_id, name: row.point_name ?? '' },
  },
  assigned: row.assigned,
  done: row.done,
  overdue: row.day < today && row.done < row.assigned,
  mine: row.mine ? { doneAt: row.my_done_at?.toISOString() ?? null } : null,
});

/** The days of a period the caller sees (at most MAX_TASK_PERIOD_DAYS), with done counters. */
export async function occurrencesOf(
  db: Db,
  actor: StaffAuth,
  from: string,
  to: string,
  today: string,
): Promise<Occurrences> {
  const length = dayNumber(to) - dayNumber(from) + 1;
  if (length < 1 || length > MAX_TASK_PERIOD_DAYS) throw badRequest(messages.taskPeriodInvalid);
  const rows = await selectOccurrences(db, actor, sql<SqlBool>`o.day between ${from}::date and ${to}::date`);
  return { from, to, occurrences: rows.rows.map((row) => toOccurrence(row, today)) };
}

/** One day the caller sees: 404 when there is none, 403 when it is of a point outside their scope. */
async function visibleOccurrence(db: Db, actor: StaffAuth, id: number, today: string): Promise<Occurrence> {
  const found = await selectOccurrences(db, actor, sql<SqlBool>`o.id = ${id}`);
  const row = found.rows[0];
  if (row) return toOccurrence(row, today);
  const exists = await db
    .selectFrom('employee_task_occurrences as o')
    .innerJoin('employee_tasks as t', 't.id', 'o.task_id')
    .select('o.id')
    .where('o.id', '=', id)
    .where('o.deleted_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!exists) throw notFound(messages.taskOccurrenceNotFound);
  throw forbidden(messages.pointOutOfScope);
}

/** A day with each assignee's tick. */
export async function occurrenceDetail(db: Db, actor: StaffAuth, id: number, today: string): Promise<OccurrenceDetail> {
  const occurrence = await visibleOccurrence(db, actor, id, today);
  const everyone = await db
    .selectFrom('employee_task_assignees as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.username', 'a.done_at', 'a.photo_id'])
    .where('a.occurrence_id', '=', id)
    .orderBy('u.username')
    .execute();
  // one who sees the day as its assignee or its giver sees themselves and the people of their points only
  const places = await pointsOfUsers(
    db,
    everyone.map((row) => row.id),
  );
  const assignees = everyone.filter((row) => {
    const person = places.get(row.id);
    return (
      row.id === actor.user.id ||
      actor.scope.allPoints ||
      (person !== undefined && !person.allPoints && personInScope(actor.scope, person))
    );
  });
  return {
    occurrence,
    assignees: assignees.map((row) => ({
      user: { id: row.id, name: row.username },
      doneAt: row.done_at?.toISOString() ?? null,
      photoId: row.photo_id,
      overdue: row.done_at === null && occurrence.day < today,
    })),
  };
}

/** What the edit form starts from: the task of a day, which must lie within the caller's scope. */
export async function taskRecord(db: Db, actor: StaffAuth, id: number): Promise<TaskRecord> {
  const occurrence = await db
    .selectFrom('employee_task_occurrences as o')
    .innerJoin('employee_tasks as t', 't.id', 'o.task_id')
    .select(['o.id', 'o.task_id', sql<string>`o.day::text`.as('day'), 'o.title', 'o.description'])
    .where('o.id', '=', id)
    .where('o.deleted_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!occurrence) throw notFound(messages.taskOccurrenceNotFound);
  const task = await db
    .selectFrom('employee_tasks as t')
    .select(storedTaskColumns)
    .where('t.id', '=', occurrence.task_id)
    .executeTakeFirstOrThrow();
  await assertTaskInScope(db, actor.scope, task);
  const people = await db
    .selectFrom('employee_task_people as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.username'])
    .where('p.task_id', '=', task.id)
    .orderBy('u.username')
    .execute();
  return {
    occurrenceId: occurrence.id,
    day: occurrence.day,
    title: occurrence.title ?? task.title,
    description: occurrence.description ?? task.description,
    fields: {
      title: task.title,
      description: task.description,
      startsOn: task.starts_on,
      repeat: task.repeat,
      interval: task.repeat_interval,
      weekdays: task.weekdays,
      ends: task.ends,
      until: task.until_on,
      audience: task.audience,
      pointId: task.point_id,
      userIds: people.map((person) => person.id),
    },
    people: people.map((person) => ({ id: person.id, name: person.username })),
  };
}

/** The points and people a task of the caller may go to. */
export async function taskChoices(db: Db, actor: StaffAuth): Promise<TaskChoices> {
  const [points, people] = await Promise.all([
    db.selectFrom('points').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('name').execute(),
    employeeTaskPeople(db),
  ]);
  return {
    points: points.filter((point) => scopeIncludesPoint(actor.scope, point.id)),
    people: people
      .filter((person) => personInScope(actor.scope, person))
      .map(({ id, name, pointIds }) => ({ id, name, pointIds })),
  };
}

interface MyTaskRow {
  occurrence_id: number;
  day: string;
  title: string;
  description: string;
  done_at: Date | null;
  photo_id: string | null;
}

/** A person's days of live tasks; `where` narrows them (`o` the day, `a` the person's assignment). */
async function tasksOfUser(db: Db, userId: number, where: RawBuilder<SqlBool>, today: string): Promise<MyTask[]> {
  const rows = await sql<MyTaskRow>`
    select o.id as occurrence_id, o.day::text as day, coalesce(o.title, t.title) as title,
      coalesce(o.description, t.description) as description, a.done_at, a.photo_id
    from employee_task_assignees a
    join employee_task_occurrences o on o.id = a.occurrence_id
    join employee_tasks t on t.id = o.task_id
    where a.user_id = ${userId} and o.deleted_at is null and t.deleted_at is null and ${where}
    order by o.day desc, title, o.id`.execute(db);
  return rows.rows.map((row) => ({
    occurrenceId: row.occurrence_id,
    day: row.day,
    title: row.title,
    description: row.description,
    doneAt: row.done_at?.toISOString() ?? null,
    photoId: row.photo_id,
    overdue: row.done_at === null && row.day < today,
  }));
}

/**
 * «Мои задачи на сегодня»: a person's tasks of today, then those of the days before (within the month
 * the gateway keeps) not done yet, the latest first.
 */
export async function myTasksOfToday(db: Db, userId: number, today: string): Promise<MyTask[]> {
  const from = windowOf(today).from;
  const tasks = await tasksOfUser(
    db,
    userId,
    sql<SqlBool>`(o.day = ${today}::date or (o.day >= ${from}::date and o.day < ${today}::date and a.done_at is null))`,
    today,
  );
  return [...tasks.filter((task) => task.day === today), ...tasks.filter((task) => task.day !== today)];
}

/** A person's tasks of a day, for «Табель»: the employee's staff account's, within the caller's points. */
export async function employeeDayTasks(
  db: Db,
  actor: StaffAuth,
  employeeId: number,
  day: string,
  today: string,
): Promise<EmployeeDayTasks> {
  const employee = await db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.full_name', 'e.point_id', 'e.user_id', 'u.username'])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!employee) throw notFound(messages.taskEmployeeNotFound);
  const inScope =
    employee.point_id === null ? actor.scope.allPoints : scopeIncludesPoint(actor.scope, employee.point_id);
  if (!inScope) throw forbidden(messages.pointOutOfScope);
  const user = employee.user_id === null ? null : { id: employee.user_id, name: employee.username ?? '' };
  return {
    employee: { id: employee.id, name: employee.full_name },
    user,
    day,
    tasks: user ? await tasksOfUser(db, user.id, sql<SqlBool>`o.day = ${day}::date`, today) : [],
  };
}

/**
 * An assignee ticks their task of a day, once, with a photo of their own if they like. A task that
 * ends «после 1 выполнения» is then over for them: their other days of it that nobody did go.
 */
export async function tick(
  trx: Transaction<Database>,
  actor: StaffAuth,
  body: TickBody,
  today: string,
): Promise<TickAnswer> {
  const occurrence = await trx
    .selectFrom('employee_task_occurrences as o')
    .innerJoin('employee_tasks as t', 't.id', 'o.task_id')
    .select(['o.id', 'o.task_id', 't.ends'])
    .where('o.id', '=', body.occurrenceId)
    .where('o.deleted_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!occurrence) throw notFound(messages.taskOccurrenceNotFound);
  const assignment = await trx
    .selectFrom('employee_task_assignees')
    .select('done_at')
    .where('occurrence_id', '=', occurrence.id)
    .where('user_id', '=', actor.user.id)
    .forUpdate()
    .executeTakeFirst();
  if (!assignment) throw forbidden(messages.taskNotYours);
  if (assignment.done_at !== null) throw conflict(messages.taskAlreadyDone);
  if (body.photoId !== undefined) await checkTaskPhotos(trx, actor, [body.photoId], messages.taskPhotoInvalid);
  await trx
    .updateTable('employee_task_assignees')
    .set({ done_at: sql`now()`, photo_id: body.photoId ?? null })
    .where('occurrence_id', '=', occurrence.id)
    .where('user_id', '=', actor.user.id)
    .execute();
  if (occurrence.ends === 'after-done')
    await sql`
      delete from employee_task_assignees a using employee_task_occurrences o
      where a.occurrence_id = o.id and o.task_id = ${occurrence.task_id} and a.user_id = ${actor.user.id}
        and a.done_at is null`.execute(trx);
  const [task] = await tasksOfUser(trx, actor.user.id, sql<SqlBool>`o.id = ${occurrence.id}`, today);
  return { message: messages.taskDone, task: task as MyTask };
}
