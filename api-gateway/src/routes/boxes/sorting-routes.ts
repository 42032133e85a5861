import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddParcelBody,
  BoxAnswer,
  BoxContentAnswer,
  BoxList,
  BoxListQuery,
  boxRoutes,
  OpenBoxBody,
  RemoveParcelBody,
} from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { addParcelToBox, removeParcelFromBox } from '../../services/boxes/box-content.js';
import { recordBoxEvent } from '../../services/boxes/box-events.js';
import { boxById, parcelIdsOf, selectBoxes, toBox } from '../../services/boxes/box-rows.js';
import { goodsRowsByIds } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';
import { inPointScope } from '../../services/point-scope.js';

import { pointOfBoxIn } from './box-access.js';

/** Boxes listed at once: the distribution tabs show the open and waiting boxes of a few days. */
const BOX_LIST_MAX = 2000;

/** The sorting side of distribution: open a box, list boxes, put parcels in and take them out. */
const sortingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.sessionSecret;
  const contentOf = async (trx: Transaction<Database>, boxId: number, message: string) => ({
    message,
    box: await boxById(trx, boxId),
    rows: await goodsRowsByIds(trx, await parcelIdsOf(trx, boxId), secret),
  });

  app.post(
    boxRoutes.open,
    {
      schema: { tags: ['boxes'], body: OpenBoxBody, response: { 200: BoxAnswer, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, pvzId, type, pieces } = request.body;
      return answerOnce(request, reply, 'boxes.open', async (trx) => {
        const point = await trx
          .selectFrom('points')
          .select('id')
          .where('id', '=', pvzId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!point) throw unprocessable(messages.pointUnknown);
        const { id } = await trx
          .insertInto('boxes')
          .values({ point_id: pvzId, type, pieces: type === 'standard' ? 1 : pieces, created_by: actor.user.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordBoxEvent(trx, actor, { boxId: id, type: 'opened', operationId, details: { type, pieces } });
        return { message: messages.boxOpened, box: await boxById(trx, id) };
      });
    },
  );

  app.get(
    boxRoutes.list,
    {
      schema: { tags: ['boxes'], querystring: BoxListQuery, response: { 200: BoxList, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      const { status, pvzId } = request.query;
      const scope = staffOf(request).scope;
      let query = selectBoxes(app.db)
        .where(inPointScope('b.point_id', scope, pvzId))
        .orderBy('b.id', 'desc')
        .limit(BOX_LIST_MAX);
      if (status === 'sorting') query = query.where('b.sorted_at', 'is', null).where('b.accepted_at', 'is', null);
      if (status === 'courier')
        query = query
          .where('b.sorted_at', 'is not', null)
          .where('b.delivered_at', 'is', null)
          .where('b.accepted_at', 'is', null);
      if (status === 'delivered')
        query = query.where('b.delivered_at', 'is not', null).where('b.accepted_at', 'is', null);
      if (status === 'accepted') query = query.where('b.accepted_at', 'is not', null);
      const rows = await query.execute();
      return { boxes: rows.map(toBox) };
    },
  );

  app.post(
    boxRoutes.addParcel,
    {
      schema: { tags: ['boxes'], body: AddParcelBody, response: { 200: BoxContentAnswer, ...errorResponses } },
      config: {
        access: {
          page: 'goods-distribution',
          level: 'write',
          point: pointOfBoxIn(app, 'body', 'boxId'),
          columns: 'row-kind',
        },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId, code } = request.body;
      return answerOnce(request, reply, 'boxes.add-parcel', async (trx) => {
        await addParcelToBox(trx, actor, boxId, code, { scan: code, operationId });
        return contentOf(trx, boxId, messages.parcelInBox);
      });
    },
  );

  app.post(
    boxRoutes.removeParcel,
    {
      schema: { tags: ['boxes'], body: RemoveParcelBody, response: { 200: BoxContentAnswer, ...errorResponses } },
      config: {
        access: {
          page: 'goods-distribution',
          level: 'write',
          point: pointOfBoxIn(app, 'body', 'boxId'),
          columns: 'row-kind',
        },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId, goodsId } = request.body;
      return answerOnce(request, reply, 'boxes.remove-parcel', async (trx) => {
        await removeParcelFromBox(trx, actor, boxId, goodsId, { operationId });
        return contentOf(trx, boxId, messages.parcelRemovedFromBox);
      });
    },
  );
};

export default sortingRoutes;
