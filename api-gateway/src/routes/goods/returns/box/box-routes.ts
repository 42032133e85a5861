import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CloseReturnBoxBody,
  OpenReturnBoxBody,
  PackReturnBody,
  ReturnBox,
  ReturnBoxAnswer,
  ReturnBoxQuery,
  returnsRoutes,
  UnpackReturnBody,
} from '@pvz/contracts/api/returns';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest } from '../../../../errors.js';
import { allPointsOf, staffOf } from '../../../../plugins/app/access.js';
import { pointsOfRows } from '../../../../services/goods/goods-access.js';
import { answerOnce } from '../../../../services/operations.js';
import {
  closeReturnBox,
  loadReturnBox,
  openReturnBox,
  packReturn,
  unpackReturn,
} from '../../../../services/returns/return-boxes.js';
import { pointOfScannedParcel, pointsOfReturnBox } from '../../../../services/returns/returns-access.js';

const page = 'goods-refunds-distribution';
const read = { page, level: 'read' } as const;
const write = { page, level: 'write' } as const;

/**
 * Return distribution: a box per marketplace, refused parcels scanned into it, and the return act
 * formed when it is closed. A box holds parcels of many points: seeing, listing, packing into,
 * taking out of or closing a box needs the points of all its parcels in scope (and of the parcel packed).
 */
const returnBoxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    returnsRoutes.box,
    {
      schema: { tags: ['returns'], querystring: ReturnBoxQuery, response: { 200: ReturnBox, ...errorResponses } },
      config: { access: { ...read, point: pointsOfReturnBox(app, 'query', 'id') } },
    },
    async (request) => loadReturnBox(app.db, request.query.id),
  );

  app.post(
    returnsRoutes.openBox,
    {
      schema: { tags: ['returns'], body: OpenReturnBoxBody, response: { 200: ReturnBoxAnswer, ...errorResponses } },
      config: { access: write },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { marketplaceId } = request.body;
      return answerOnce(request, reply, 'goods.returns.open-box', async (trx) => {
        const boxId = await openReturnBox(trx, actor, marketplaceId);
        return { message: messages.returnBoxOpened, box: await loadReturnBox(trx, boxId) };
      });
    },
  );

  app.post(
    returnsRoutes.pack,
    {
      schema: { tags: ['returns'], body: PackReturnBody, response: { 200: ReturnBoxAnswer, ...errorResponses } },
      config: {
        access: { ...write, point: allPointsOf(pointOfScannedParcel(app), pointsOfReturnBox(app, 'body', 'boxId')) },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId, code } = request.body;
      return answerOnce(request, reply, 'goods.returns.pack', async (trx) => {
        const scanned = parseScanCode(code);
        if (scanned?.type !== 'item' && scanned?.type !== 'old-item') throw badRequest(messages.returnScanNotItem);
        await packReturn(trx, actor, boxId, scanned, code, operationId);
        return { message: messages.returnPacked, box: await loadReturnBox(trx, boxId) };
      });
    },
  );

  app.post(
    returnsRoutes.unpack,
    {
      schema: { tags: ['returns'], body: UnpackReturnBody, response: { 200: ReturnBoxAnswer, ...errorResponses } },
      config: {
        access: { ...write, point: allPointsOf(pointsOfRows(app, 'body'), pointsOfReturnBox(app, 'body', 'boxId')) },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId, id } = request.body;
      return answerOnce(request, reply, 'goods.returns.unpack', async (trx) => {
        await unpackReturn(trx, actor, boxId, id, operationId);
        return { message: messages.returnUnpacked, box: await loadReturnBox(trx, boxId) };
      });
    },
  );

  app.post(
    returnsRoutes.closeBox,
    {
      schema: { tags: ['returns'], body: CloseReturnBoxBody, response: { 200: ReturnBoxAnswer, ...errorResponses } },
      config: { access: { ...write, point: pointsOfReturnBox(app, 'body', 'boxId') } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, boxId } = request.body;
      return answerOnce(request, reply, 'goods.returns.close-box', async (trx) => {
        await closeReturnBox(trx, actor, boxId, operationId);
        return { message: messages.returnActFormed, box: await loadReturnBox(trx, boxId) };
      });
    },
  );
};

export default returnBoxRoutes;
