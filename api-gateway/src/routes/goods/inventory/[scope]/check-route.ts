import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  InventoryCheckAnswer,
  InventoryCheckBody,
  type InventoryScope,
  inventoryRoutes,
} from '@pvz/contracts/api/inventory';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../../../errors.js';
import { pointIn, staffOf } from '../../../../plugins/app/access.js';
import { compareWithShelves } from '../../../../services/inventory/compare.js';
import { saveReport } from '../../../../services/inventory/reports.js';
import { scannedItems } from '../../../../services/inventory/scanned-codes.js';
import { visibleReport } from '../../../../services/inventory/visible-report.js';
import { answerOnce } from '../../../../services/operations.js';

import { inventoryPage } from './inventory-page.js';

/** POST /api/goods/inventory/{scope}/check {operationId, pvzId, codes}: compares the shelves and saves a report. */
export const inventoryCheckRoute =
  (scope: InventoryScope): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      inventoryRoutes.check(scope),
      {
        schema: {
          tags: ['goods'],
          body: InventoryCheckBody,
          response: { 200: InventoryCheckAnswer, ...errorResponses },
        },
        config: { access: { page: inventoryPage[scope], level: 'write', point: pointIn('body', 'pvzId') } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const { pvzId, codes } = request.body;
        if (codes.length === 0) throw badRequest(messages.inventoryNothingScanned);
        const items = scannedItems(codes);
        return answerOnce(
          request,
          reply,
          `goods.inventory.${scope}`,
          async (trx) => {
            const comparison = await compareWithShelves(trx, pvzId, scope, items);
            const report = await saveReport(trx, actor.user, pvzId, scope, comparison);
            return { message: messages.inventoryChecked, report };
          },
          // the stored answer holds every column; each caller sees only theirs
          ({ message, report }) => ({ message, report: visibleReport(report, actor.access.columns) }),
        );
      },
    );
  };
