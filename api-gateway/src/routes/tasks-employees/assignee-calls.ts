import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  EmployeeDayQuery,
  EmployeeDayTasks,
  employeeTaskRoutes,
  TickAnswer,
  TickBody,
} from '@pvz/contracts/api/employee-tasks';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { staffOf } from '../../plugins/app/access.js';
import { answerOnce } from '../../services/operations.js';
import { employeeDayTasks, tick } from '../../services/tasks/occurrences.js';

const tags = ['tasks'];

/** What a person does with their own tasks, and a person's tasks of a day seen from «Табель». */
const assigneeCalls: FastifyPluginAsyncTypebox = async (app) => {
  // Ticking needs only read on the page: point staff read «Задачи сотрудников» (they may not change
  // tasks) and tick their own days. The service lets the assignee alone tick (403 for anyone else),
  // once (409 the second time); a replay of the same operation answers as the first did.
  app.post(
    employeeTaskRoutes.tick,
    {
      schema: { tags, body: TickBody, response: { 200: TickAnswer, ...errorResponses } },
      config: { access: { page: 'extra-tasks-employees', level: 'read' } },
    },
    async (request, reply) =>
      answerOnce(request, reply, 'tasks-employees.tick', (trx) =>
        tick(trx, staffOf(request), request.body, moscowDay()),
      ),
  );

  app.get(
    employeeTaskRoutes.ofEmployee,
    {
      schema: { tags, querystring: EmployeeDayQuery, response: { 200: EmployeeDayTasks, ...errorResponses } },
      config: { access: { page: 'finance-timesheet', level: 'read' } },
    },
    async (request) =>
      employeeDayTasks(app.db, staffOf(request), request.query.employeeId, request.query.day, moscowDay()),
  );
};

export default assigneeCalls;
