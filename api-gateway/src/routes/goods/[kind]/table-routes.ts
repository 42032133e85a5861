import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsListQuery, GoodsPage, PointsSummary } from '@pvz/contracts/api/goods';
import { type GoodsTable, goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { counterKinds } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { sql } from 'kysely';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { pageOf } from '../../../services/goods/goods-access.js';
import type { ListPlan } from '../../../services/goods/list.js';
import { toGoodsRow } from '../../../services/goods/rows.js';
import { loadListPage } from '../../../services/lists/page.js';
import { inPointScope } from '../../../services/point-scope.js';
import { loadSettings } from '../../../services/settings.js';

/** A goods table's calls: one page of rows with the totals of all that match, and the point chooser. */
export function goodsTableRoutes(table: GoodsTable): FastifyPluginAsyncTypebox {
  const kinds: readonly GoodsKind[] = table === 'all' ? counterKinds : [table];
  const columns = table === 'all' ? 'row-kind' : table;
  return async (app) => {
    app.get(
      goodsRoutes.list(table),
      {
        schema: { tags: ['goods'], querystring: GoodsListQuery, response: { 200: GoodsPage, ...errorResponses } },
        config: { access: { page: pageOf[table], level: 'read', point: pointIn('query', 'pvzId'), columns } },
      },
      async (request) => {
        const actor = staffOf(request);
        const settings = await loadSettings(app.db);
        const plan: ListPlan = {
          kinds,
          query: request.query,
          caller: { scope: actor.scope, levels: actor.access.columns },
          issuedVisibleHours: settings.issuedVisibleHours,
        };
        const { records, total, totals } = await loadListPage(app.db, plan, request.query.page, request.query.pageSize);
        return { rows: records.map((row) => toGoodsRow(row, app.config.sessionSecret)), total, totals };
      },
    );

    app.get(
      goodsRoutes.pointsSummary(table),
      {
        schema: { tags: ['goods'], response: { 200: PointsSummary, ...errorResponses } },
        config: { access: { page: pageOf[table], level: 'read' } },
      },
      async (request) => {
        const { scope } = staffOf(request);
        const points = await app.db
          .selectFrom('points as p')
          .leftJoin('goods as g', (join) =>
            join
              .onRef('g.point_id', '=', 'p.id')
              .on('g.kind', 'in', [...kinds])
              .on('g.deleted_at', 'is', null)
              .on('g.issued_at', 'is', null),
          )
          .select([
            'p.id',
            'p.name',
            sql<string>`count(g.id) filter (where g.delivered_pvz_at is not null)`.as('at_point'),
            sql<string>`count(g.id) filter (where g.delivered_pvz_at is null and g.delivered_sc_at is not null)`.as(
              'on_the_way',
            ),
          ])
          .where('p.deleted_at', 'is', null)
          .where(inPointScope('p.id', scope))
          .groupBy(['p.id', 'p.name'])
          .orderBy('p.name')
          .execute();
        return {
          points: points.map((point) => ({
            id: point.id,
            name: point.name,
            atPoint: Number(point.at_point),
            onTheWay: Number(point.on_the_way),
          })),
        };
      },
    );
  };
}
