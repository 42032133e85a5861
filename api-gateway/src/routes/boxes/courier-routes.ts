import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BoxAnswer, boxRoutes, CourierScanBody, MyDeliveries } from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { pointOfBoxLabel } from '../../services/boxes/box-access.js';
import { boxById, courierDeliveriesToday } from '../../services/boxes/box-rows.js';
import { courierScanBox } from '../../services/boxes/box-status.js';
import { answerOnce } from '../../services/operations.js';

/** The courier side of distribution: a box label scanned when taken and when delivered, the day's boxes. */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    boxRoutes.courierScan,
    {
      schema: { tags: ['boxes'], body: CourierScanBody, response: { 200: BoxAnswer, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'write', point: pointOfBoxLabel(app) } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, code } = request.body;
      const scanned = parseScanCode(code);
      if (scanned?.type !== 'box') throw badRequest(messages.boxCodeExpected);
      return answerOnce(request, reply, 'boxes.courier-scan', async (trx) => {
        const message = await courierScanBox(trx, actor, scanned, { scan: code, operationId });
        return { message, box: await boxById(trx, scanned.id) };
      });
    },
  );

  app.get(
    boxRoutes.myDeliveries,
    {
      schema: { tags: ['boxes'], response: { 200: MyDeliveries, ...errorResponses } },
      config: { access: { page: 'goods-distribution', level: 'read' } },
    },
    async (request) => {
      return { points: await courierDeliveriesToday(app.db, staffOf(request).user.id) };
    },
  );
};

export default courierRoutes;
