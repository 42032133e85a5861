import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  ServiceBalance,
  ServiceBalanceQuery,
  ServiceWithdrawBody,
  serviceBalanceRoutes,
} from '@pvz/contracts/api/service-balances';
import type { ServiceAction } from '@pvz/contracts/api/service-rows';
import type { PageKey } from '@pvz/contracts/pages';
import { staffOf } from '../../../plugins/app/access.js';
import { serviceBalance, withdrawFromService } from '../../../services/delivery/service-balances.js';
import { answerOnce } from '../../../services/operations.js';
import { balancePeriod } from '../period.js';

const services: { action: ServiceAction; page: PageKey; balance: string; withdraw: string }[] = [
  {
    action: 'delivery',
    page: 'finance-delivery-balance',
    balance: serviceBalanceRoutes.delivery,
    withdraw: serviceBalanceRoutes.deliveryWithdraw,
  },
  {
    action: 'sorting',
    page: 'finance-sort-balance',
    balance: serviceBalanceRoutes.sort,
    withdraw: serviceBalanceRoutes.sortWithdraw,
  },
];

/** /api/balance/delivery/* and /api/balance/sort/*: a service's money and the withdrawals from it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { action, page, balance, withdraw } of services) {
    const response = { 200: ServiceBalance, ...errorResponses };
    app.get(
      balance,
      {
        schema: { tags: ['balance'], querystring: ServiceBalanceQuery, response },
        config: { access: { page, level: 'read' } },
      },
      async (request) => serviceBalance(app.db, action, balancePeriod(request.query.from, request.query.to)),
    );
    app.post(
      withdraw,
      {
        schema: { tags: ['balance'], body: ServiceWithdrawBody, response },
        config: { access: { page, level: 'write' } },
      },
      async (request, reply) => {
        const period = balancePeriod(request.body.from, request.body.to);
        return answerOnce(request, reply, `balance.${action}.withdraw`, async (trx) => {
          await withdrawFromService(trx, staffOf(request), action, request.body);
          return serviceBalance(trx, action, period);
        });
      },
    );
  }
};

export default routes;
