import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  LockTimesheetBody,
  SaveTimesheetBody,
  Timesheet,
  TimesheetQuery,
  timesheetRoutes,
} from '@pvz/contracts/api/timesheet';
import { staffOf } from '../../plugins/app/access.js';
import { copyPreviousMonth, lockTimesheet, saveTimesheet, timesheetOf } from '../../services/payroll/timesheet.js';

/** /api/timesheet/*: «Табель», the hours of the caller's employees. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({ access: { page: 'finance-timesheet' as const, level } });
  const tags = ['payroll'];
  const response = { 200: Timesheet, ...errorResponses };

  app.get(
    timesheetRoutes.month,
    { schema: { tags, querystring: TimesheetQuery, response }, config: config('read') },
    async (request) => timesheetOf(app.db, staffOf(request).scope, request.query.month),
  );

  app.post(
    timesheetRoutes.save,
    { schema: { tags, body: SaveTimesheetBody, response }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => saveTimesheet(trx, staffOf(request), request.body)),
  );

  app.post(
    timesheetRoutes.copyPrevious,
    { schema: { tags, body: TimesheetQuery, response }, config: config('write') },
    async (request) =>
      app.db.transaction().execute((trx) => copyPreviousMonth(trx, staffOf(request), request.body.month)),
  );

  app.post(
    timesheetRoutes.lock,
    { schema: { tags, body: LockTimesheetBody, response }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => lockTimesheet(trx, staffOf(request), request.body)),
  );
};

export default routes;
