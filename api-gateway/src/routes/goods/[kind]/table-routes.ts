import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsListQuery, GoodsPage, PointsSummary } from '@pvz/contracts/api/goods';
import { type GoodsTable, goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { counterKinds } from '@pvz/contracts/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { pageOf } from '../../../services/goods/goods-access.js';
import type { ListPlan } from '../../../services/goods/list.js';
import { toGoodsRow } from '../../../services/goods/rows.js';
import { loadListPage } from '../../../services/lists/page.js';
import { pointsSummary } from '../../../services/lists/points-summary.js';
import { issuedVisibleHoursSql } from '../../../services/settings.js';

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
        const plan: ListPlan = {
          kinds,
          query: request.query,
          caller: { scope: actor.scope, levels: actor.access.columns },
          issuedVisibleHours: issuedVisibleHoursSql(),
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
        return { points: await pointsSummary(app.db, scope, kinds) };
      },
    );
  };
}
