import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsRecord, GoodsRowQuery, OldRecordQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { type GoodsKind, goodsKindKeys } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors.js';
import { pageOf, pointsOfRows } from '../../../services/goods/goods-access.js';
import { selectGoods, toGoodsRow } from '../../../services/goods/rows.js';

/** A row with its whole history, oldest step first. */
async function recordOf(app: FastifyInstance, kind: GoodsKind, where: { id: number } | { oldId: number }) {
  const row = await selectGoods(app.db)
    .where('g.kind', '=', kind)
    .where('g.deleted_at', 'is', null)
    .where('id' in where ? 'g.id' : 'g.old_id', '=', 'id' in where ? where.id : where.oldId)
    .executeTakeFirst();
  if (!row) throw notFound(messages.goodsNotFound);
  const events = await app.db
    .selectFrom('goods_events as e')
    .leftJoin('points as p', 'p.id', 'e.point_id')
    .select(['e.id', 'e.at', 'e.type', 'e.actor', 'e.point_id', 'p.name as point_name', 'e.scan', 'e.details'])
    .where('e.goods_id', '=', row.id)
    .orderBy('e.id')
    .execute();
  return {
    row: toGoodsRow(row, app.config.sessionSecret),
    events: events.map((event) => ({
      id: Number(event.id),
      at: event.at.toISOString(),
      type: event.type,
      actor: event.actor,
      point: event.point_id === null ? null : { id: event.point_id, name: event.point_name ?? '' },
      scan: event.scan,
      details: event.details,
    })),
  };
}

/** The record pages' calls: a row of any kind by id, a purchase by the id it had in the product before this one. */
const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of goodsKindKeys) {
    app.get(
      goodsRoutes.record(kind),
      {
        schema: { tags: ['goods'], querystring: GoodsRowQuery, response: { 200: GoodsRecord, ...errorResponses } },
        config: { access: { page: pageOf[kind], level: 'read', point: pointsOfRows(app, 'query'), columns: kind } },
      },
      async (request) => recordOf(app, kind, { id: request.query.id }),
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
          point: async (request) => {
            const found = await app.db
              .selectFrom('goods')
              .select('point_id')
              .where('old_id', '=', (request.query as { oldId: number }).oldId)
              .executeTakeFirst();
            return found?.point_id ?? null;
          },
        },
      },
    },
    async (request) => recordOf(app, 'purchase', { oldId: request.query.oldId }),
  );
};

export default recordRoutes;
