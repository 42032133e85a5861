import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { ReturnsAnswer, returnsRoutes, ShipReturnsBody, VerifyReturnsBody } from '@pvz/contracts/api/returns';
import { messages } from '@pvz/contracts/messages';
import { staffOf } from '../../../plugins/app/access.js';
import { pointsOfRows } from '../../../services/goods/goods-access.js';
import { answerOnce } from '../../../services/operations.js';
import { returnRowsByIds } from '../../../services/returns/return-rows.js';
import { shipReturns, verifyReturns } from '../../../services/returns/return-steps.js';
import { pointsOfRefunds } from '../../../services/returns/returns-access.js';

/** The bulk steps of the returns list: «Отправлено», then «Проверено» with the refund of each row. */
const stepRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    returnsRoutes.ship,
    {
      schema: { tags: ['returns'], body: ShipReturnsBody, response: { 200: ReturnsAnswer, ...errorResponses } },
      config: { access: { page: 'goods-refunds', level: 'write', point: pointsOfRows(app, 'body') } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, ids } = request.body;
      return answerOnce(request, reply, 'goods.returns.ship', async (trx) => {
        await shipReturns(trx, actor, ids, operationId);
        return { message: messages.returnsShipped, rows: await returnRowsByIds(trx, ids, actor.access.columns) };
      });
    },
  );

  app.post(
    returnsRoutes.verify,
    {
      schema: { tags: ['returns'], body: VerifyReturnsBody, response: { 200: ReturnsAnswer, ...errorResponses } },
      config: { access: { page: 'goods-refunds', level: 'write', point: pointsOfRefunds(app) } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, refunds } = request.body;
      return answerOnce(request, reply, 'goods.returns.verify', async (trx) => {
        await verifyReturns(trx, actor, refunds, operationId);
        const ids = refunds.map((refund) => refund.id);
        return { message: messages.returnsVerified, rows: await returnRowsByIds(trx, ids, actor.access.columns) };
      });
    },
  );
};

export default stepRoutes;
