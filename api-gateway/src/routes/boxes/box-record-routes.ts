import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BoxAnswer, BoxRecord, BoxRecordQuery, boxRoutes, SetBoxStatusBody } from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { staffOf } from '../../plugins/app/access.js';
import { pointOfBoxIn } from '../../services/boxes/box-access.js';
import { boxById, boxOfLabel, parcelIdsOf } from '../../services/boxes/box-rows.js';
import { setBoxStatus } from '../../services/boxes/box-status.js';
import { goodsRowsByIds } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';

/** The box page `/box/{pvzNumber}/{id}`: the box, its parcels and history; its status set by hand. */
const boxRecordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    boxRoutes.record,
    {
      schema: { tags: ['boxes'], querystring: BoxRecordQuery, response: { 200: BoxRecord, ...errorResponses } },
      config: {
        access: {
          page: 'goods-distribution',
          level: 'read',
          point: pointOfBoxIn(app, 'query', 'id'),
          columns: 'row-kind',
        },
      },
    },
    async (request) => {
      const { pvzNumber, id } = request.query;
      const { box, events } = await boxOfLabel(app.db, id, pvzNumber);
      return {
        box,
        rows: await goodsRowsByIds(app.db, await parcelIdsOf(app.db, id), app.config.sessionSecret),
        events,
      };
    },
  );

  app.post(
    boxRoutes.setStatus,
    {
      schema: { tags: ['boxes'], body: SetBoxStatusBody, response: { 200: BoxAnswer, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'write', point: pointOfBoxIn(app, 'body', 'boxId') } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId, status } = request.body;
      return answerOnce(request, reply, 'boxes.set-status', async (trx) => {
        await setBoxStatus(trx, actor, boxId, status, operationId);
        return { message: messages.boxStatusSet, box: await boxById(trx, boxId) };
      });
    },
  );
};

export default boxRecordRoutes;
