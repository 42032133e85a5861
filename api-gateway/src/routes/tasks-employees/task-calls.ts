import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateTaskBody,
  DeleteTaskBody,
  EditTaskBody,
  employeeTaskRoutes,
  IdQuery,
  OccurrenceDetail,
  Occurrences,
  PeriodQuery,
  TaskChange,
  TaskChoices,
  TaskRecord,
} from '@pvz/contracts/api/employee-tasks';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { staffOf } from '../../plugins/app/access.js';
import { answerOnce } from '../../services/operations.js';
import { createTask, editTask, removeTask } from '../../services/tasks/employee-tasks.js';
import { occurrenceDetail, occurrencesOf, taskChoices, taskRecord } from '../../services/tasks/occurrences.js';

const page = (level: 'read' | 'write') => ({ access: { page: 'extra-tasks-employees' as const, level } });
const tags = ['tasks'];

/**
 * The tasks of the page: their days over a period with done counters, one day with its assignees, and
 * (writing the page) tasks created, changed or removed from one of their days on. Each call keeps to
 * the caller's points (a task of another point answers 403).
 */
const taskCalls: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    employeeTaskRoutes.occurrences,
    {
      schema: { tags, querystring: PeriodQuery, response: { 200: Occurrences, ...errorResponses } },
      config: page('read'),
    },
    async (request) => occurrencesOf(app.db, staffOf(request), request.query.from, request.query.to, moscowDay()),
  );

  app.get(
    employeeTaskRoutes.occurrence,
    {
      schema: { tags, querystring: IdQuery, response: { 200: OccurrenceDetail, ...errorResponses } },
      config: page('read'),
    },
    async (request) => occurrenceDetail(app.db, staffOf(request), request.query.id, moscowDay()),
  );

  app.get(
    employeeTaskRoutes.record,
    { schema: { tags, querystring: IdQuery, response: { 200: TaskRecord, ...errorResponses } }, config: page('read') },
    async (request) => taskRecord(app.db, staffOf(request), request.query.id),
  );

  app.get(
    employeeTaskRoutes.choices,
    { schema: { tags, response: { 200: TaskChoices, ...errorResponses } }, config: page('read') },
    async (request) => taskChoices(app.db, staffOf(request)),
  );

  app.post(
    employeeTaskRoutes.create,
    { schema: { tags, body: CreateTaskBody, response: { 200: TaskChange, ...errorResponses } }, config: page('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'tasks-employees.create', (trx) =>
        createTask(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.post(
    employeeTaskRoutes.edit,
    { schema: { tags, body: EditTaskBody, response: { 200: TaskChange, ...errorResponses } }, config: page('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'tasks-employees.edit', (trx) =>
        editTask(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.post(
    employeeTaskRoutes.remove,
    { schema: { tags, body: DeleteTaskBody, response: { 200: TaskChange, ...errorResponses } }, config: page('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'tasks-employees.delete', (trx) => removeTask(trx, staffOf(request), request.body)),
  );
};

export default taskCalls;
