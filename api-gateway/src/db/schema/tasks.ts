import type { TaskAudience, TaskEnds } from '@pvz/contracts/api/employee-tasks';
import type { RepeatKind } from '@pvz/contracts/recurrence';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A day `YYYY-MM-DD`, read as text. */
type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;

/** An employee task: a repeat rule with its audience (0043-tasks). */
export interface EmployeeTasksTable {
  id: Generated<number>;
  /** the first task of the series; a task split by «Эту и последующие задачи» shares it */
  series_id: number;
  title: string;
  description: string;
  starts_on: Day;
  repeat: RepeatKind;
  repeat_interval: number;
  weekdays: number[];
  ends: TaskEnds;
  until_on: NullableDay;
  audience: TaskAudience;
  point_id: number | null;
  created_by: number;
  created_at: CreatedAt;
  updated_by: number;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

/** The people a task of audience `people` goes to. */
export interface EmployeeTaskPeopleTable {
  task_id: number;
  user_id: number;
}

/** A task's day: made by the job once per rule and `rule_day`. */
export interface EmployeeTaskOccurrencesTable {
  id: Generated<number>;
  task_id: number;
  /** the day the rule gave: with the task, the key that makes the job idempotent */
  rule_day: Day;
  /** the day it is due: the rule's, or another set by «Только эту задачу» */
  day: Day;
  /** this day's own wording («Только эту задачу»); null: the task's */
  title: string | null;
  description: string | null;
  created_at: CreatedAt;
  /** removed by «Только эту задачу»: kept, so that the job does not make it again */
  deleted_at: NullableTimestamp;
}

/** An assignee of a task's day, and their tick. */
export interface EmployeeTaskAssigneesTable {
  occurrence_id: number;
  user_id: number;
  done_at: NullableTimestamp;
  photo_id: string | null;
}

/** A manager task (LEGACY-NOTES §7.5). */
export interface ManagerTasksTable {
  id: Generated<number>;
  description: string;
  responsible_id: number;
  deadline: Day;
  note: string;
  created_by: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  done_at: NullableTimestamp;
  checked_at: NullableTimestamp;
  checked_by: number | null;
  refinement_at: NullableTimestamp;
  refinement_note: Generated<string>;
  refinements: Generated<number>;
  deleted_at: NullableTimestamp;
}

export interface ManagerTaskFilesTable {
  task_id: number;
  file_id: string;
  added_by: number;
  added_at: CreatedAt;
}

/** The tables of tasks (0043-tasks); `Database` extends this. */
export interface TaskTables {
  employee_tasks: EmployeeTasksTable;
  employee_task_people: EmployeeTaskPeopleTable;
  employee_task_occurrences: EmployeeTaskOccurrencesTable;
  employee_task_assignees: EmployeeTaskAssigneesTable;
  manager_tasks: ManagerTasksTable;
  manager_task_files: ManagerTaskFilesTable;
}
