import { type Static, Type } from 'typebox';
import { MAX_REPEAT_INTERVAL, repeatKinds } from '../recurrence.js';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, MultilineText, Text } from './primitives.js';

/**
 * Employee tasks («Задачи сотрудников», /tasks-employees; issue 19, LEGACY-NOTES §7.4): a task with a
 * repeat rule (`@pvz/contracts/recurrence`) and assignees; the gateway makes its days ahead of time
 * (occurrences), each assignee ticks their own. Managers of the page write tasks; point staff read
 * it and tick what is theirs.
 */
export const employeeTaskRoutes = {
  /** GET PeriodQuery → Occurrences: the tasks of the days, with done counters (page read) */
  occurrences: '/api/tasks-employees',
  /** GET IdQuery → OccurrenceDetail: one day's task with each assignee's tick */
  occurrence: '/api/tasks-employees/occurrence',
  /** GET IdQuery → TaskRecord: what the edit form starts from */
  record: '/api/tasks-employees/record',
  /** GET → TaskChoices: the points and the people a task of mine may go to */
  choices: '/api/tasks-employees/choices',
  /** POST CreateTaskBody → TaskChange (page write) */
  create: '/api/tasks-employees/create',
  /** POST EditTaskBody → TaskChange (page write) */
  edit: '/api/tasks-employees/edit',
  /** POST DeleteTaskBody → TaskChange (page write) */
  remove: '/api/tasks-employees/delete',
  /** POST TickBody → TickAnswer: an assignee ticks their task of a day (page read: see the route) */
  tick: '/api/tasks-employees/tick',
  /** GET EmployeeDayQuery → EmployeeDayTasks: a person's tasks of a day, from «Табель» */
  ofEmployee: '/api/tasks-employees/of-employee',
} as const;

/** How long a period the task table may show at once. */
export const MAX_TASK_PERIOD_DAYS = 93;
/** How far back a task's date may lie, and how far back the gateway makes its days. */
export const TASK_PAST_DAYS = 31;
/** How far ahead the gateway makes a repeating task's days. */
export const TASK_AHEAD_DAYS = 60;

export const taskEnds = ['never', 'until', 'after-done'] as const;
export type TaskEnds = (typeof taskEnds)[number];
export const taskEndsTitle: Record<TaskEnds, string> = {
  never: 'Никогда',
  until: 'В указанную дату',
  'after-done': 'После 1 выполнения',
};

export const taskAudiences = ['all', 'point', 'people'] as const;
export type TaskAudience = (typeof taskAudiences)[number];
export const taskAudienceTitle: Record<TaskAudience, string> = {
  all: 'Все сотрудники',
  point: 'Сотрудники ПВЗ',
  people: 'Выбранные сотрудники',
};

/** What an edit or a removal of a repeating task's day applies to. */
export const taskScopes = ['one', 'following', 'all'] as const;
export type TaskScope = (typeof taskScopes)[number];
export const taskScopeTitle: Record<TaskScope, string> = {
  one: 'Только эту задачу',
  following: 'Эту и последующие задачи',
  all: 'Все задачи',
};

const taskFields = {
  title: Text(200, 1),
  description: MultilineText(2000),
  /** the task's day; of a repeating task, its first day */
  startsOn: IsoDate,
  repeat: literals(repeatKinds),
  /** every N days, weeks, months or years */
  interval: Type.Integer({ minimum: 1, maximum: MAX_REPEAT_INTERVAL }),
  /** a weekly task's ISO weekdays (1 Monday … 7 Sunday) */
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7, uniqueItems: true }),
  ends: literals(taskEnds),
  /** the last day of the repeats, when `ends` is `until` */
  until: Nullable(IsoDate),
  audience: literals(taskAudiences),
  /** the point whose staff get the task, when `audience` is `point` */
  pointId: Nullable(Id),
  /** the people who get the task, when `audience` is `people` */
  userIds: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
};
export const TaskFields = Type.Object(taskFields);
export type TaskFields = Static<typeof TaskFields>;

export const CreateTaskBody = Type.Object({ operationId: OperationId, ...taskFields });
export type CreateTaskBody = Static<typeof CreateTaskBody>;

/**
 * A change from one day of a task on. `one` changes that day only: its title, description and day
 * (`startsOn`); the rest of the fields are not used. `following` ends the repeats the day before and
 * starts a task with the fields from `startsOn`; `all` rewrites the whole task, from `startsOn`.
 */
export const EditTaskBody = Type.Object({
  operationId: OperationId,
  occurrenceId: Id,
  scope: literals(taskScopes),
  ...taskFields,
});
export type EditTaskBody = Static<typeof EditTaskBody>;

export const DeleteTaskBody = Type.Object({ operationId: OperationId, occurrenceId: Id, scope: literals(taskScopes) });
export type DeleteTaskBody = Static<typeof DeleteTaskBody>;

export const TickBody = Type.Object({
  operationId: OperationId,
  occurrenceId: Id,
  /** a photo the assignee uploaded (purpose `task`) */
  photoId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type TickBody = Static<typeof TickBody>;

export const PeriodQuery = Type.Object({ from: IsoDate, to: IsoDate });
export type PeriodQuery = Static<typeof PeriodQuery>;
export const IdQuery = Type.Object({ id: Id });
export type IdQuery = Static<typeof IdQuery>;
export const EmployeeDayQuery = Type.Object({ employeeId: Id, day: IsoDate });
export type EmployeeDayQuery = Static<typeof EmployeeDayQuery>;

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A task's repeat, as its rule says it. */
export const TaskRule = Type.Object({
  taskId: Type.Integer(),
  startsOn: Type.String(),
  repeat: literals(repeatKinds),
  interval: Type.Integer(),
  weekdays: Type.Array(Type.Integer()),
  ends: literals(taskEnds),
  until: Nullable(Type.String()),
  audience: literals(taskAudiences),
  point: Nullable(Named),
});
export type TaskRule = Static<typeof TaskRule>;

/** A task on a day, with how many of its assignees did it. */
export const Occurrence = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  title: Type.String(),
  description: Type.String(),
  rule: TaskRule,
  assigned: Type.Integer(),
  done: Type.Integer(),
  /** the day is past and somebody has not done it */
  overdue: Type.Boolean(),
  /** the caller's own tick, when the task is theirs */
  mine: Nullable(Type.Object({ doneAt: Nullable(Type.String()) })),
});
export type Occurrence = Static<typeof Occurrence>;
export const Occurrences = Type.Object({ from: Type.String(), to: Type.String(), occurrences: Type.Array(Occurrence) });
export type Occurrences = Static<typeof Occurrences>;

export const Assignee = Type.Object({
  user: Named,
  doneAt: Nullable(Type.String()),
  photoId: Nullable(Type.String()),
  overdue: Type.Boolean(),
});
export type Assignee = Static<typeof Assignee>;
export const OccurrenceDetail = Type.Object({ occurrence: Occurrence, assignees: Type.Array(Assignee) });
export type OccurrenceDetail = Static<typeof OccurrenceDetail>;

/** The edit form's start: the task's fields, and the day's own. */
export const TaskRecord = Type.Object({
  occurrenceId: Type.Integer(),
  day: Type.String(),
  title: Type.String(),
  description: Type.String(),
  fields: Type.Object({ ...taskFields, startsOn: Type.String(), until: Nullable(Type.String()) }),
  people: Type.Array(Named),
});
export type TaskRecord = Static<typeof TaskRecord>;

export const TaskChoices = Type.Object({
  points: Type.Array(Named),
  /** staff who may get tasks, within the caller's points */
  people: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), pointIds: Type.Array(Type.Integer()) })),
});
export type TaskChoices = Static<typeof TaskChoices>;

export const TaskChange = Type.Object({ message: Type.String(), taskId: Type.Integer() });
export type TaskChange = Static<typeof TaskChange>;

/** One of my tasks of a day. */
export const MyTask = Type.Object({
  occurrenceId: Type.Integer(),
  day: Type.String(),
  title: Type.String(),
  description: Type.String(),
  doneAt: Nullable(Type.String()),
  photoId: Nullable(Type.String()),
  overdue: Type.Boolean(),
});
export type MyTask = Static<typeof MyTask>;

export const TickAnswer = Type.Object({ message: Type.String(), task: MyTask });
export type TickAnswer = Static<typeof TickAnswer>;

export const EmployeeDayTasks = Type.Object({
  employee: Named,
  /** the staff account of the employee; without one there are no tasks */
  user: Nullable(Named),
  day: Type.String(),
  tasks: Type.Array(MyTask),
});
export type EmployeeDayTasks = Static<typeof EmployeeDayTasks>;
