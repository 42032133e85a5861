import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateManagerTaskBody,
  DoneManagerTaskBody,
  EditManagerTaskBody,
  ManagerTaskChange,
  ManagerTaskChoices,
  ManagerTaskIdBody,
  ManagerTaskRemoved,
  ManagerTasks,
  ManagerTasksQuery,
  managerTaskRoutes,
  RefineManagerTaskBody,
} from '@pvz/contracts/api/manager-tasks';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { staffOf } from '../../plugins/app/access.js';
import { answerOnceThenPush } from '../../services/notifications/answer-then-push.js';
import { answerOnce } from '../../services/operations.js';
import {
  checkManagerTask,
  createManagerTask,
  editManagerTask,
  managerTaskChoices,
  managerTasks,
  markManagerTaskDone,
  refineManagerTask,
  removeManagerTask,
} from '../../services/tasks/manager-tasks.js';

const page = (level: 'read' | 'write') => ({ access: { page: 'extra-tasks' as const, level } });
const tags = ['tasks'];
const changed = { 200: ManagerTaskChange, ...errorResponses };

/**
 * «Задачи»: the list, and each step of a task. A step runs once per operation id; the pushes it
 * stored go out once it is committed (a replay pushes nothing again).
 */
const managerTaskCalls: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    managerTaskRoutes.list,
    {
      schema: { tags, querystring: ManagerTasksQuery, response: { 200: ManagerTasks, ...errorResponses } },
      config: page('read'),
    },
    async (request) => ({ tasks: await managerTasks(app.db, staffOf(request), request.query, moscowDay()) }),
  );

  app.get(
    managerTaskRoutes.choices,
    { schema: { tags, response: { 200: ManagerTaskChoices, ...errorResponses } }, config: page('read') },
    async (request) => managerTaskChoices(app.db, staffOf(request)),
  );

  app.post(
    managerTaskRoutes.create,
    { schema: { tags, body: CreateManagerTaskBody, response: changed }, config: page('write') },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tasks.create', (trx) =>
        createManagerTask(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.post(
    managerTaskRoutes.edit,
    { schema: { tags, body: EditManagerTaskBody, response: changed }, config: page('write') },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tasks.edit', (trx) =>
        editManagerTask(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.post(
    managerTaskRoutes.remove,
    {
      schema: { tags, body: ManagerTaskIdBody, response: { 200: ManagerTaskRemoved, ...errorResponses } },
      config: page('write'),
    },
    async (request, reply) =>
      answerOnce(request, reply, 'tasks.delete', (trx) => removeManagerTask(trx, staffOf(request), request.body.id)),
  );

  // the responsible marks their task done with read on the page: doing a task given to you is not
  // managing tasks (the service refuses anyone but the responsible with 403)
  app.post(
    managerTaskRoutes.done,
    { schema: { tags, body: DoneManagerTaskBody, response: changed }, config: page('read') },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tasks.done', (trx) =>
        markManagerTaskDone(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.post(
    managerTaskRoutes.check,
    { schema: { tags, body: ManagerTaskIdBody, response: changed }, config: page('write') },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tasks.check', (trx) =>
        checkManagerTask(trx, staffOf(request), request.body.id, moscowDay()),
      ),
  );

  app.post(
    managerTaskRoutes.refine,
    { schema: { tags, body: RefineManagerTaskBody, response: changed }, config: page('write') },
    async (request, reply) =>
      answerOnceThenPush(request, reply, 'tasks.refine', (trx) =>
        refineManagerTask(trx, staffOf(request), request.body, moscowDay()),
      ),
  );
};

export default managerTaskCalls;
