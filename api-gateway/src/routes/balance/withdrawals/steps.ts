import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { balanceRoutes, CreateWithdrawalBody, Withdrawal, WithdrawalIdBody } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import type { FastifyRequest } from 'fastify';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import {
  cancelWithdrawal,
  createWithdrawal,
  handOverWithdrawal,
  pointOfWithdrawal,
  receiveWithdrawal,
} from '../../../services/balance/withdrawals.js';
import { answerOnce } from '../../../services/operations.js';

/** Request, hand over, receive, cancel: each once per operation id, each in one transaction with its ledger move. */
const steps: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { tags: ['balance'], body: WithdrawalIdBody, response: { 200: Withdrawal, ...errorResponses } };
  const pointOfBody = (request: FastifyRequest) => pointOfWithdrawal(app.db, (request.body as WithdrawalIdBody).id);

  app.post(
    balanceRoutes.createWithdrawal,
    {
      schema: { tags: ['balance'], body: CreateWithdrawalBody, response: { 200: Withdrawal, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request, reply) =>
      answerOnce(request, reply, 'balance.withdrawal.create', (trx) =>
        createWithdrawal(trx, staffOf(request), request.body),
      ),
  );

  app.post(
    balanceRoutes.handOverWithdrawal,
    { schema, config: { access: { page: 'finance-balance', level: 'read', point: pointOfBody } } },
    async (request, reply) =>
      answerOnce(request, reply, 'balance.withdrawal.hand-over', (trx) =>
        handOverWithdrawal(trx, staffOf(request), request.body.id),
      ),
  );

  // the recipient confirms wherever their points are: being the recipient is the check
  app.post(
    balanceRoutes.receiveWithdrawal,
    { schema, config: { access: { page: 'finance-balance', level: 'read' } } },
    async (request, reply) =>
      answerOnce(request, reply, 'balance.withdrawal.receive', (trx) =>
        receiveWithdrawal(trx, staffOf(request), request.body.id),
      ),
  );

  // only the director cancels, and the director's scope is every point
  app.post(
    balanceRoutes.cancelWithdrawal,
    { schema, config: { access: { page: 'finance-balance', level: 'write' } } },
    async (request, reply) =>
      answerOnce(request, reply, 'balance.withdrawal.cancel', (trx) =>
        cancelWithdrawal(trx, staffOf(request), request.body.id),
      ),
  );
};

export default steps;
