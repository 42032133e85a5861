import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Box, BoxAnswer, boxRoutes, CourierScanBody, MyDeliveries } from '@pvz/contracts/api/boxes';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { moscowStartOfCurrent } from '../../db/moscow-days.js';
import { badRequest } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { pointOfBoxLabel } from '../../services/boxes/box-access.js';
import { boxById, selectBoxes, toBox } from '../../services/boxes/box-rows.js';
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
      const actor = staffOf(request);
      // the courier's day is a day in Moscow
      const rows = await selectBoxes(app.db)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('box_events as e')
              .whereRef('e.box_id', '=', 'b.id')
              .where('e.actor_id', '=', actor.user.id)
              .where('e.type', 'in', ['taken', 'delivered'])
              .where('e.at', '>=', moscowStartOfCurrent('day')),
          ),
        )
        .orderBy('p.name')
        .orderBy('b.id')
        .execute();
      const byPoint = new Map<number, { point: Box['point']; boxes: Box[] }>();
      for (const box of rows.map(toBox)) {
        const group = byPoint.get(box.point.id) ?? { point: box.point, boxes: [] };
        group.boxes.push(box);
        byPoint.set(box.point.id, group);
      }
      return { points: [...byPoint.values()] };
    },
  );
};

export default courierRoutes;
