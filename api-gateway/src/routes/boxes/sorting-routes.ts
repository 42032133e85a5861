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
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { pointOfBoxIn } from '../../services/boxes/box-access.js';
import { addParcelToBox, removeParcelFromBox } from '../../services/boxes/box-content.js';
import { boxById, listBoxes, parcelIdsOf } from '../../services/boxes/box-rows.js';
import { openBox } from '../../services/boxes/box-status.js';
import { goodsRowsByIds } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';

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
      return answerOnce(request, reply, 'boxes.open', async (trx) => ({
        message: messages.boxOpened,
        box: await openBox(trx, actor, { pvzId, type, pieces, operationId }),
      }));
    },
  );

  app.get(
    boxRoutes.list,
    {
      schema: { tags: ['boxes'], querystring: BoxListQuery, response: { 200: BoxList, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      return { boxes: await listBoxes(app.db, staffOf(request).scope, request.query) };
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
