import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsRecord, GoodsRowQuery, OldRecordQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { goodsKindKeys } from '@pvz/contracts/goods-columns';
import { pageOf, pointsOfRows } from '../../../services/goods/goods-access.js';
import { goodsRecord, pointOfOldId } from '../../../services/goods/record.js';

/** The record pages' calls: a row of any kind by id, a purchase by the id it had in the product before this one. */
const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of goodsKindKeys) {
    app.get(
      goodsRoutes.record(kind),
      {
        schema: { tags: ['goods'], querystring: GoodsRowQuery, response: { 200: GoodsRecord, ...errorResponses } },
        config: { access: { page: pageOf[kind], level: 'read', point: pointsOfRows(app, 'query'), columns: kind } },
      },
      async (request) => goodsRecord(app.db, app.config.sessionSecret, kind, { id: request.query.id }),
    );
  }

  app.get(
    goodsRoutes.oldRecord,
    {
      schema: { tags: ['goods'], querystring: OldRecordQuery, response: { 200: GoodsRecord, ...errorResponses } },
      config: {
        access: {
          page: pageOf.purchase,
          level: 'read',
          columns: 'purchase',
          point: (request) => pointOfOldId(app.db, (request.query as { oldId: number }).oldId),
        },
      },
    },
    async (request) => goodsRecord(app.db, app.config.sessionSecret, 'purchase', { oldId: request.query.oldId }),
  );
};

export default recordRoutes;
