import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  LicenseeBalances,
  LicenseeBalancesChange,
  LicenseePaymentBody,
  licenseeRoutes,
} from '@pvz/contracts/api/licensees';
import { staffOf } from '../../../plugins/app/access.js';
import { licenseeBalances, recordLicenseePayment } from '../../../services/licensees/balances.js';
import { assertLicenseeDirector } from '../../../services/licensees/licensees.js';
import { answerOnce } from '../../../services/operations.js';

/** /api/balance/trackbis*: what the licensees were invoiced and paid (the page's right), and their payments (the director's). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['licensees'];
  const access = (level: 'read' | 'write') => ({ access: { page: 'finance-licensee-balance' as const, level } });

  app.get(
    licenseeRoutes.balances,
    { schema: { tags, response: { 200: LicenseeBalances, ...errorResponses } }, config: access('read') },
    async () => licenseeBalances(app.db),
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
