import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { balanceRoutes, IncomeRates, IncomeRatesQuery, SetIncomeRateBody } from '@pvz/contracts/api/balance';
import { errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../../../plugins/app/access.js';
import { incomeRates, setIncomeRate } from '../../../../services/balance/income.js';

/** /api/balance/income/rates: a partner point's or a manager's percent over time; the director sets it. */
const rates: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    balanceRoutes.incomeRates,
    {
      schema: { tags: ['balance'], querystring: IncomeRatesQuery, response: { 200: IncomeRates, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'read' } },
    },
    async (request) => incomeRates(app.db, staffOf(request), request.query),
  );

  app.post(
    balanceRoutes.setIncomeRate,
    {
      schema: { tags: ['balance'], body: SetIncomeRateBody, response: { 200: IncomeRates, ...errorResponses } },
      config: { access: { page: 'finance-balance', level: 'write' } },
    },
    async (request) => app.db.transaction().execute((trx) => setIncomeRate(trx, staffOf(request), request.body)),
  );
};

export default rates;
