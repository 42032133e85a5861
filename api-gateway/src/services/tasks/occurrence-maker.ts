import { TASK_AHEAD_DAYS, TASK_PAST_DAYS } from '@pvz/contracts/api/employee-tasks';
import { addDays, occurrencesBetween, type Recurrence } from '@pvz/contracts/recurrence';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EmployeeTasksTable } from '../../db/schema/tasks.js';
import { employeeTaskPeople, type TaskPerson } from './task-people.js';

/** A task's rule as stored, days as text. */
export interface StoredTask {
  id: number;
  series_id: number;
  title: string;
  description: string;
  starts_on: string;
  repeat: EmployeeTasksTable['repeat'];
  repeat_interval: number;
  weekdays: number[];
  ends: EmployeeTasksTable['ends'];
  until_on: string | null;
  audience: EmployeeTasksTable['audience'];
  point_id: number | null;
  created_by: number;
}

/** Selects tasks as StoredTask, from `employee_tasks as t`. */
export const storedTaskColumns = [
  't.id',
  't.series_id',
  't.title',
  't.description',
  sql<string>`t.starts_on::text`.as('starts_on'),
  't.repeat',
  't.repeat_interval',
  't.weekdays',
  't.ends',
  sql<string | null>`t.until_on::text`.as('until_on'),
  't.audience',
  't.point_id',
  't.created_by',
] as const;

export const recurrenceOf = (task: StoredTask): Recurrence => ({
  repeat: task.repeat,
  startsOn: task.starts_on,
  interval: task.repeat_interval,
  weekdays: task.weekdays,
  until: task.until_on,
});

/** The days the gateway keeps made: a month back (a task dated a little earlier) to two months ahead. */
export const windowOf = (today: string) => ({
  from: addDays(today, -TASK_PAST_DAYS),
  to: addDays(today, TASK_AHEAD_DAYS),
});

/**
 * Who a task goes to now: the people chosen who still have the page; or the staff who carry tasks out
 * (they read the page; those who write it set tasks and get one only by name): all of them, or those
 * of the task's point. For a task that ends «после 1 выполнения», not those who have done it.
 */
function audienceOf(task: StoredTask, people: TaskPerson[], chosen: Set<number>, done: Set<number>): number[] {
  const matching = people.filter((person) =>
    task.audience === 'people'
      ? chosen.has(person.id)
      : !person.writes && (task.audience === 'all' || person.pointIds.includes(task.point_id ?? 0)),
  );
  return matching.map((person) => person.id).filter((id) => !done.has(id));
}

/**
 * Makes the tasks' days within the window (idempotent per task and the rule's day: a day made, moved
 * or removed before is left as it is) and brings the assignees of their days from `assigneesFrom` on
 * up to date: the people the task goes to now are added, those it no longer goes to leave unless they
 * have done it. Days before `assigneesFrom` keep their assignees: they are the history of who had to.
 * Answers how many days were made.
 */
export async function makeOccurrences(
  db: Db,
  tasks: readonly StoredTask[],
  today: string,
  assigneesFrom: string,
  people?: TaskPerson[],
): Promise<number> {
  if (tasks.length === 0) return 0;
  const everyone = people ?? (await employeeTaskPeople(db));
  const window = windowOf(today);
  const ids = tasks.map((task) => task.id);
  const [chosenRows, doneRows] = await Promise.all([
    db.selectFrom('employee_task_people').select(['task_id', 'user_id']).where('task_id', 'in', ids).execute(),
    db
      .selectFrom('employee_task_assignees as a')
      .innerJoin('employee_task_occurrences as o', 'o.id', 'a.occurrence_id')
      .innerJoin('employee_tasks as t', 't.id', 'o.task_id')
      .select(['o.task_id', 'a.user_id'])
      .where('o.task_id', 'in', ids)
      .where('t.ends', '=', 'after-done')
      .where('a.done_at', 'is not', null)
      .execute(),
  ]);
  const grouped = (rows: { task_id: number; user_id: number }[]) => {
    const byTask = new Map<number, Set<number>>();
    for (const row of rows) byTask.set(row.task_id, (byTask.get(row.task_id) ?? new Set()).add(row.user_id));
    return byTask;
  };
  const chosen = grouped(chosenRows);
  const done = grouped(doneRows);

  let made = 0;
  for (const task of tasks) {
    const days = occurrencesBetween(recurrenceOf(task), window.from, window.to);
    if (days.length > 0) {
      const inserted = await db
        .insertInto('employee_task_occurrences')
        .values(days.map((day) => ({ task_id: task.id, rule_day: day, day })))
        .onConflict((oc) => oc.columns(['task_id', 'rule_day']).doNothing())
        .returning('id')
        .execute();
      made += inserted.length;
    }
    const audience = audienceOf(task, everyone, chosen.get(task.id) ?? new Set(), done.get(task.id) ?? new Set());
    await sql`
      insert into employee_task_assignees (occurrence_id, user_id)
      select o.id, u.user_id from employee_task_occurrences o cross join unnest(${audience}::int[]) as u(user_id)
      where o.task_id = ${task.id} and o.deleted_at is null and o.day >= ${assigneesFrom}::date
      on conflict do nothing`.execute(db);
    await sql`
      delete from employee_task_assignees a using employee_task_occurrences o
      where a.occurrence_id = o.id and o.task_id = ${task.id} and o.day >= ${assigneesFrom}::date
        and a.done_at is null and not (a.user_id = any(${audience}::int[]))`.execute(db);
  }
  return made;
}

/**
 * The scheduled job: every live task whose days reach into the window gets them made up to two
 * months ahead, and today's and later days get the assignees of now (a person who joined a point
 * gets its tasks, one who left loses those not done). Answers how many days were made.
 */
export async function makeDueOccurrences(db: Db, today: string): Promise<number> {
  const { from, to } = windowOf(today);
  const tasks = await db
    .selectFrom('employee_tasks as t')
    .select(storedTaskColumns)
    .where('t.deleted_at', 'is', null)
    // a task that starts beyond the window has no day to make yet
    .where('t.starts_on', '<=', to)
    .where((eb) =>
      eb.or([
        eb.and([eb('t.repeat', '=', 'none'), eb('t.starts_on', '>=', from)]),
        eb.and([eb('t.repeat', '<>', 'none'), eb.or([eb('t.until_on', 'is', null), eb('t.until_on', '>=', from)])]),
      ]),
    )
    .orderBy('t.id')
    .execute();
  return makeOccurrences(db, tasks, today, today);
}
