import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BankIdBody, Banks, BankTransferBody, banksRoutes, CreateBankBody } from '@pvz/contracts/api/banks';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../../plugins/app/access.js';
import { createBank, listBanks, setMainBank, transferBetweenBanks } from '../../../services/advance-report/banks.js';
import { answerOnce } from '../../../services/operations.js';

/** /api/advance-report/banks/*: the company's bank accounts (the services refuse anyone but the director). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({ access: { page: 'finance-advance-report' as const, level } });
  const tags = ['advance-report'];
  const response = { 200: Banks, ...errorResponses };

  app.get(banksRoutes.list, { schema: { tags, response }, config: config('read') }, async (request) =>
    listBanks(app.db, staffOf(request)),
  );

  app.post(
    banksRoutes.create,
    { schema: { tags, body: CreateBankBody, response }, config: config('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'advance-report.banks.create', (trx) =>
        createBank(trx, staffOf(request), request.body),
      ),
  );

  app.post(
    banksRoutes.transfer,
    { schema: { tags, body: BankTransferBody, response }, config: config('write') },
    async (request, reply) =>
      answerOnce(request, reply, 'advance-report.banks.transfer', (trx) =>
        transferBetweenBanks(trx, staffOf(request), request.body),
      ),
  );

  app.post(
    banksRoutes.main,
    { schema: { tags, body: BankIdBody, response }, config: config('write') },
    async (request) => app.db.transaction().execute((trx) => setMainBank(trx, staffOf(request), request.body.id)),
  );
};

export default routes;
