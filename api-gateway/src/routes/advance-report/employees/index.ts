import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  EditEmployeeBody,
  EmployeeBody,
  EmployeeChange,
  Employees,
  EmployeesQuery,
  employeesRoutes,
} from '@pvz/contracts/api/employees';
import { staffOf } from '../../../plugins/app/access.js';
import { createEmployee, editEmployee, listEmployees } from '../../../services/payroll/employees.js';

/** /api/advance-report/employees/*: the employees of the caller's points (the service audits each change). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({ access: { page: 'finance-employees' as const, level } });
  const tags = ['payroll'];
  const changed = { 200: EmployeeChange, ...errorResponses };

  app.get(
    employeesRoutes.list,
    {
      schema: { tags, querystring: EmployeesQuery, response: { 200: Employees, ...errorResponses } },
      config: config('read'),
    },
    async (request) => listEmployees(app.db, staffOf(request).scope, request.query),
  );

  app.post(
    employeesRoutes.create,
    { schema: { tags, body: EmployeeBody, response: changed }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => createEmployee(trx, staffOf(request), request.body)),
  );

  app.post(
    employeesRoutes.edit,
    { schema: { tags, body: EditEmployeeBody, response: changed }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => editEmployee(trx, staffOf(request), request.body)),
  );
};

export default routes;
