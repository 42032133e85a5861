import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { AcceptedEarlierAnswer, AcceptScanAnswer, AcceptScanBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { kindOfRecordType } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest, unprocessable } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { assertColumnWritable } from '../../services/columns.js';
import { acceptParcel } from '../../services/goods/accept.js';
import { goodsRowsByIds } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';

/** POST /api/goods/accept-scan {operationId, pvzId, code}: a parcel scanned on /acceptance takes its cell. */
const acceptScan: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    goodsRoutes.acceptScan,
    {
      schema: {
        tags: ['goods'],
        body: AcceptScanBody,
        response: { 200: AcceptScanAnswer, ...errorResponses, 409: AcceptedEarlierAnswer },
      },
      config: {
        access: { page: 'goods-acceptance', level: 'write', point: pointIn('body', 'pvzId'), columns: 'row-kind' },
      },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, pvzId, code } = request.body;
      const scanned = parseScanCode(code);
      if (!scanned || scanned.type === 'pickup') throw badRequest(messages.codeUnknown);
      if (scanned.type === 'box') throw unprocessable(messages.boxScannedHere);
      const kind = scanned.type === 'item' ? kindOfRecordType[scanned.recordType] : 'purchase';
      // accepting writes «Доставлено на ПВЗ» of the label's kind
      assertColumnWritable(kind, actor.access.columns[kind], 'deliveredPVZ');
      const parcel = scanned.type === 'item' ? { id: scanned.id, kind } : { oldId: scanned.oldId };
      return answerOnce(request, reply, 'goods.accept', async (trx) => {
        const { goodsId, cell } = await acceptParcel(trx, actor, parcel, { pointId: pvzId, scan: code, operationId });
        const [row] = await goodsRowsByIds(trx, [goodsId], app.config.sessionSecret);
        return { message: messages.accepted, cell, row };
      });
    },
  );
};

export default acceptScan;
