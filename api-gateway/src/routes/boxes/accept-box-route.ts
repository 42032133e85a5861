import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptBoxAnswer, AcceptBoxBody, BoxAcceptedEarlierAnswer, boxRoutes } from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { acceptBox } from '../../services/boxes/accept-box.js';
import { boxById } from '../../services/boxes/box-rows.js';
import { goodsRowsByIds } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';

/** POST /api/boxes/accept {operationId, pvzId, code}: a box label scanned on /acceptance-box. */
const acceptBoxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    boxRoutes.accept,
    {
      schema: {
        tags: ['boxes'],
        body: AcceptBoxBody,
        response: { 200: AcceptBoxAnswer, ...errorResponses, 409: BoxAcceptedEarlierAnswer },
      },
      config: {
        access: { page: 'goods-acceptance-box', level: 'write', point: pointIn('body', 'pvzId'), columns: 'row-kind' },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, pvzId, code } = request.body;
      const scanned = parseScanCode(code);
      if (scanned?.type !== 'box') throw badRequest(messages.boxCodeExpected);
      return answerOnce(request, reply, 'boxes.accept', async (trx) => {
        const { cells, notDelivered } = await acceptBox(trx, actor, scanned, {
          pointId: pvzId,
          scan: code,
          operationId,
        });
        return {
          message: messages.boxAccepted,
          warning: notDelivered ? messages.boxNotDeliveredYet : null,
          box: await boxById(trx, scanned.id),
          cells,
          rows: await goodsRowsByIds(
            trx,
            cells.map((parcel) => parcel.id),
            app.config.sessionSecret,
          ),
        };
      });
    },
  );
};

export default acceptBoxRoute;
