import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { AcceptedEarlierAnswer, AcceptScanAnswer, AcceptScanBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { kindOfRecordType } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import { parseBareId, parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest, unprocessable } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { assertColumnWritable } from '../../services/columns.js';
import { acceptScanned, parcelOfBareId, type ScannedParcel, scanAnswerShown } from '../../services/goods/accept.js';
import { answerOnceInStatement } from '../../services/operations.js';

/**
 * POST /api/goods/accept-scan {operationId, pvzId, code}: a parcel scanned on /acceptance (or its bare id
 * typed from a damaged label) takes its cell.
 */
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
      const { pvzId, code } = request.body;
      const scanned = parseScanCode(code);
      const bareId = parseBareId(code);
      if (scanned?.type === 'pickup' || scanned?.type === 'equipment' || (!scanned && bareId === null))
        throw badRequest(messages.codeUnknown);
      if (scanned?.type === 'box') throw unprocessable(messages.boxScannedHere);
      const parcel: ScannedParcel & { kind: GoodsKind } = !scanned
        ? await parcelOfBareId(app.db, bareId ?? 0)
        : scanned.type === 'item'
          ? { id: scanned.id, kind: kindOfRecordType[scanned.recordType] }
          : { oldId: scanned.oldId, kind: 'purchase' };
      // accepting writes «Доставлено на ПВЗ» of the label's kind
      assertColumnWritable(parcel.kind, actor.access.columns[parcel.kind], 'deliveredPVZ');
      return answerOnceInStatement(
        request,
        reply,
        'goods.accept',
        (operation) => acceptScanned(app.db, actor, parcel, { pointId: pvzId, scan: code, operation }),
        (answer) => scanAnswerShown(answer, app.config.sessionSecret),
      );
    },
  );
};

export default acceptScan;
