import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, MultilineText } from './primitives.js';

/**
 * Manager tasks («Задачи», /tasks; issue 19, LEGACY-NOTES §7.5): a task with a responsible person and a
 * deadline. The responsible marks it done, its creator checks it or sends it back for refinement;
 * each step pushes the other side. A checked task leaves the list 24 hours after the check (it is
 * kept: the archive shows it).
 */
export const managerTaskRoutes = {
  /** GET ManagerTasksQuery → ManagerTasks (page read) */
  list: '/api/tasks',
  /** GET → ManagerTaskChoices: who may be responsible for a task of mine */
  choices: '/api/tasks/choices',
  /** POST CreateManagerTaskBody → ManagerTaskChange (page write) */
  create: '/api/tasks/create',
  /** POST EditManagerTaskBody → ManagerTaskChange (page write; its creator or the director) */
  edit: '/api/tasks/edit',
  /** POST ManagerTaskIdBody → ManagerTaskRemoved (page write; its creator or the director) */
  remove: '/api/tasks/delete',
  /** POST DoneManagerTaskBody → ManagerTaskChange (page read; its responsible only) */
  done: '/api/tasks/done',
  /** POST ManagerTaskIdBody → ManagerTaskChange (page write; its creator or the director) */
  check: '/api/tasks/check',
  /** POST RefineManagerTaskBody → ManagerTaskChange (page write; its creator or the director) */
  refine: '/api/tasks/refine',
} as const;

/** A checked task stays in the list this long after its check. */
export const CHECKED_TASK_SHOWN_HOURS = 24;
/** Photos one task may carry. */
export const MAX_TASK_PHOTOS = 10;

export const managerTaskStates = ['open', 'refinement', 'done', 'checked'] as const;
export type ManagerTaskState = (typeof managerTaskStates)[number];
export const managerTaskStateTitle: Record<ManagerTaskState, string> = {
  open: 'В работе',
  refinement: 'На доработке',
  done: 'Выполнена, ждёт проверки',
  checked: 'Проверена',
};

const PhotoIds = Type.Array(Type.String({ format: 'uuid' }), { maxItems: MAX_TASK_PHOTOS, uniqueItems: true });

const fields = {
  description: MultilineText(2000),
  responsibleId: Id,
  /** the last day to do it, Moscow */
  deadline: IsoDate,
  note: MultilineText(2000),
  /** photos the caller uploaded (purpose `task`) to add */
  photoIds: PhotoIds,
};

export const CreateManagerTaskBody = Type.Object({ operationId: OperationId, ...fields });
export type CreateManagerTaskBody = Static<typeof CreateManagerTaskBody>;
export const EditManagerTaskBody = Type.Object({ operationId: OperationId, id: Id, ...fields });
export type EditManagerTaskBody = Static<typeof EditManagerTaskBody>;
export const ManagerTaskIdBody = Type.Object({ operationId: OperationId, id: Id });
export type ManagerTaskIdBody = Static<typeof ManagerTaskIdBody>;
export const DoneManagerTaskBody = Type.Object({ operationId: OperationId, id: Id, photoIds: PhotoIds });
export type DoneManagerTaskBody = Static<typeof DoneManagerTaskBody>;
export const RefineManagerTaskBody = Type.Object({ operationId: OperationId, id: Id, comment: MultilineText(2000) });
export type RefineManagerTaskBody = Static<typeof RefineManagerTaskBody>;

export const ManagerTasksQuery = Type.Object({
  /** one person's tasks (they are responsible) */
  responsibleId: Type.Optional(Id),
  /** with the tasks checked more than 24 hours ago */
  archived: Type.Optional(Type.Boolean()),
});
export type ManagerTasksQuery = Static<typeof ManagerTasksQuery>;

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ManagerTask = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  note: Type.String(),
  deadline: Type.String(),
  responsible: Named,
  creator: Named,
  createdAt: Type.String(),
  state: literals(managerTaskStates),
  /** not done and the deadline has passed */
  overdue: Type.Boolean(),
  doneAt: Nullable(Type.String()),
  checkedAt: Nullable(Type.String()),
  checkedBy: Nullable(Type.String()),
  /** when it was last sent back, and what the creator said */
  refinementAt: Nullable(Type.String()),
  refinementNote: Type.String(),
  refinements: Type.Integer(),
  photos: Type.Array(Type.Object({ id: Type.String(), addedBy: Type.String() })),
  /** the caller may change, delete, check or send it back (its creator or the director) */
  mayManage: Type.Boolean(),
  /** the caller is its responsible */
  mine: Type.Boolean(),
});
export type ManagerTask = Static<typeof ManagerTask>;
export const ManagerTasks = Type.Object({ tasks: Type.Array(ManagerTask) });
export type ManagerTasks = Static<typeof ManagerTasks>;

export const ManagerTaskChoices = Type.Object({ people: Type.Array(Named) });
export type ManagerTaskChoices = Static<typeof ManagerTaskChoices>;

export const ManagerTaskChange = Type.Object({ message: Type.String(), task: ManagerTask });
export type ManagerTaskChange = Static<typeof ManagerTaskChange>;
export const ManagerTaskRemoved = Type.Object({ message: Type.String(), id: Type.Integer() });
export type ManagerTaskRemoved = Static<typeof ManagerTaskRemoved>;
