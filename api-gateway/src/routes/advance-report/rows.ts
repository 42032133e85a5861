import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdvanceRowChange,
  AdvanceRowStepBody,
  AdvanceRows,
  AdvanceRowsQuery,
  advanceReportRoutes,
  CreateAdvanceRowBody,
  PersonalBalances,
  PersonalMovementsQuery,
} from '@pvz/contracts/api/advance-report';
import { Movements } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import {
  advanceRows,
  createAdvanceRow,
  personalBalances,
  personalMovements,
  receiveAdvanceRow,
  rejectAdvanceRow,
} from '../../services/advance-report/advance-rows.js';
import { answerOnce } from '../../services/operations.js';

/** /api/advance-report (+ create, receive, reject, balances, movements): «Авансовый отчёт». */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({ access: { page: 'finance-advance-report' as const, level } });
  const tags = ['advance-report'];
  const changed = { 200: AdvanceRowChange, ...errorResponses };

  app.get(
    advanceReportRoutes.list,
    {
      schema: { tags, querystring: AdvanceRowsQuery, response: { 200: AdvanceRows, ...errorResponses } },
      config: config('read'),
    },
    async (request) => advanceRows(app.db, staffOf(request), request.query),
  );

  app.post(
    advanceReportRoutes.create,
    { schema: { tags, body: CreateAdvanceRowBody, response: changed }, config: config('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'advance-report.create', (trx) =>
        createAdvanceRow(trx, staffOf(request), request.body),
      ),
  );

  // confirming or turning down what was given to me needs only the page: the recipient may only read it
  for (const [url, step, action] of [
    [advanceReportRoutes.receive, receiveAdvanceRow, 'advance-report.receive'],
    [advanceReportRoutes.reject, rejectAdvanceRow, 'advance-report.reject'],
  ] as const)
    app.post(
      url,
      { schema: { tags, body: AdvanceRowStepBody, response: changed }, config: config('read') },
      async (request, reply) =>
        answerOnce(request, reply, action, (trx) =>
          step(trx, staffOf(request), request.body.id, request.body.operationId),
        ),
    );

  app.get(
    advanceReportRoutes.movements,
    {
      schema: { tags, querystring: PersonalMovementsQuery, response: { 200: Movements, ...errorResponses } },
      config: config('read'),
    },
    async (request) => personalMovements(app.db, staffOf(request), request.query),
  );

  app.get(
    advanceReportRoutes.balances,
    { schema: { tags, response: { 200: PersonalBalances, ...errorResponses } }, config: config('read') },
    async (request) => personalBalances(app.db, staffOf(request)),
  );
};

export default routes;
