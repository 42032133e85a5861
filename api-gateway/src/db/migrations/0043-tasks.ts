import { type Kysely, sql } from 'kysely';
import { allowFilePurpose } from './file-purposes.js';
import { grantRolePages } from './role-pages.js';

const R = 'read';
const W = 'write';

/**
 * Tasks (issue 19, LEGACY-NOTES §7.4, §7.5), kept in-house where the legacy asked an HR service.
 *
 * Employee tasks: a task is a repeat rule (`@pvz/contracts/recurrence`) with its audience. «Эту и
 * последующие задачи» ends a rule and starts another of the same series (`series_id`). The job makes
 * each rule's days ahead of time as occurrences, unique per rule and the day the rule gave
 * (`rule_day`), so a second run makes nothing twice and a day removed alone (`deleted_at`) is not made
 * again; a day moved alone keeps its `rule_day`. Each occurrence has a row per assignee, ticked by them.
 *
 * Manager tasks: a responsible person, a deadline, photos; done → checked or sent back for refinement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table employee_tasks (
      id integer generated always as identity primary key,
      series_id integer not null,
      title text not null check (title <> ''),
      description text not null default '',
      starts_on date not null,
      repeat text not null check (repeat in ('none', 'daily', 'weekly', 'monthly', 'yearly')),
      repeat_interval smallint not null default 1 check (repeat_interval between 1 and 99),
      weekdays smallint[] not null default '{}',
      ends text not null check (ends in ('never', 'until', 'after-done')),
      until_on date,
      audience text not null check (audience in ('all', 'point', 'people')),
      point_id integer references points (id),
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      updated_by integer not null references users (id),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      check ((ends = 'until') = (until_on is not null)),
      check (until_on is null or until_on >= starts_on),
      check ((audience = 'point') = (point_id is not null))
    )`.execute(db);
  await sql`create index employee_tasks_series on employee_tasks (series_id)`.execute(db);
  await sql`create index employee_tasks_live on employee_tasks (id) where deleted_at is null`.execute(db);
  await sql`
    create table employee_task_people (
      task_id integer not null references employee_tasks (id),
      user_id integer not null references users (id),
      primary key (task_id, user_id)
    )`.execute(db);
  await sql`
    create table employee_task_occurrences (
      id integer generated always as identity primary key,
      task_id integer not null references employee_tasks (id),
      rule_day date not null,
      day date not null,
      title text,
      description text,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      unique (task_id, rule_day)
    )`.execute(db);
  await sql`create index employee_task_occurrences_day on employee_task_occurrences (day) where deleted_at is null`.execute(
    db,
  );
  await sql`
    create table employee_task_assignees (
      occurrence_id integer not null references employee_task_occurrences (id),
      user_id integer not null references users (id),
      done_at timestamptz,
      photo_id uuid unique references files (id),
      primary key (occurrence_id, user_id)
    )`.execute(db);
  await sql`create index employee_task_assignees_user on employee_task_assignees (user_id, occurrence_id)`.execute(db);

  await sql`
    create table manager_tasks (
      id integer generated always as identity primary key,
      description text not null check (description <> ''),
      responsible_id integer not null references users (id),
      deadline date not null,
      note text not null default '',
      created_by integer not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      done_at timestamptz,
      checked_at timestamptz,
      checked_by integer references users (id),
      refinement_at timestamptz,
      refinement_note text not null default '',
      refinements integer not null default 0,
      deleted_at timestamptz,
      check (checked_at is null or done_at is not null),
      check ((checked_at is null) = (checked_by is null))
    )`.execute(db);
  await sql`create index manager_tasks_responsible on manager_tasks (responsible_id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index manager_tasks_creator on manager_tasks (created_by) where deleted_at is null`.execute(db);
  await sql`
    create table manager_task_files (
      task_id integer not null references manager_tasks (id),
      file_id uuid primary key references files (id),
      added_by integer not null references users (id),
      added_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index manager_task_files_task on manager_task_files (task_id)`.execute(db);

  await allowFilePurpose(db, 'task');

  // The director has every page. Managers write both pages (tasks of their points, and tasks they
  // give one another). Point staff read «Задачи сотрудников»: they see their points' tasks and tick
  // their own days, which the tick route allows to an assignee on read (the task is theirs to do, not
  // to change).
  await grantRolePages(db, {
    ADMINISTRATOR: { 'extra-tasks-employees': W, 'extra-tasks': W },
    RMANAGER: { 'extra-tasks-employees': W, 'extra-tasks': W },
    PVZ: { 'extra-tasks-employees': R },
    PPVZ: { 'extra-tasks-employees': R },
    USER: { 'extra-tasks-employees': R },
    COURIER: { 'extra-tasks-employees': R },
    SORTIROVKA: { 'extra-tasks-employees': R },
  });
}
