import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BoxAnswer, BoxRecord, BoxRecordQuery, boxRoutes, SetBoxStatusBody } from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { pointOfBoxIn } from '../../services/boxes/box-access.js';
import { boxById, parcelIdsOf, selectBoxes, toBox } from '../../services/boxes/box-rows.js';
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
      const row = await selectBoxes(app.db).where('b.id', '=', id).executeTakeFirst();
      // the label's number is the destination point: another number is not this box's label
      if (!row || row.point_id !== pvzNumber) throw notFound(messages.boxNotFound);
      const events = await app.db
        .selectFrom('box_events')
        .select(['id', 'at', 'type', 'actor', 'scan', 'details'])
        .where('box_id', '=', id)
        .orderBy('id')
        .execute();
      return {
        box: toBox(row),
        rows: await goodsRowsByIds(app.db, await parcelIdsOf(app.db, id), app.config.sessionSecret),
        events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
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
