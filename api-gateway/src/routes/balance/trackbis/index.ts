import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  LicenseeBalances,
  LicenseeBalancesChange,
  LicenseeMovements,
  LicenseeMovementsQuery,
  LicenseePaymentBody,
  licenseeRoutes,
} from '@pvz/contracts/api/licensees';
import { staffOf } from '../../../plugins/app/access.js';
import { licenseeBalances, recordLicenseePayment } from '../../../services/licensees/balances.js';
import { assertLicenseeDirector } from '../../../services/licensees/licensees.js';
import { licenseeMovements } from '../../../services/licensees/movements.js';
import { answerOnce } from '../../../services/operations.js';

/**
 * /api/balance/trackbis*: what the licensees were invoiced and paid and each one's movements (the page's
 * right), and their payments (the director's).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['licensees'];
  const access = (level: 'read' | 'write') => ({ access: { page: 'finance-licensee-balance' as const, level } });

  app.get(
    licenseeRoutes.balances,
    { schema: { tags, response: { 200: LicenseeBalances, ...errorResponses } }, config: access('read') },
    async () => licenseeBalances(app.db),
  );

  app.get(
    licenseeRoutes.movements,
    {
      schema: { tags, querystring: LicenseeMovementsQuery, response: { 200: LicenseeMovements, ...errorResponses } },
      config: access('read'),
    },
    async (request) => licenseeMovements(app.db, request.query),
  );

  app.post(
    licenseeRoutes.pay,
    {
      schema: { tags, body: LicenseePaymentBody, response: { 200: LicenseeBalancesChange, ...errorResponses } },
      config: access('write'),
    },
    async (request, reply) => {
      assertLicenseeDirector(staffOf(request));
      return answerOnce(request, reply, 'licensee.pay', (trx) =>
        recordLicenseePayment(trx, staffOf(request), request.body),
      );
    },
  );
};

export default routes;
