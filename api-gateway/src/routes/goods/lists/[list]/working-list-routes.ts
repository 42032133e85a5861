import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsListQuery } from '@pvz/contracts/api/goods';
import {
  goodsListsRoutes,
  type WorkingList,
  type WorkingListKind,
  WorkingListPage,
  workingListKinds,
  workingLists,
} from '@pvz/contracts/api/goods-lists';
import type { PageKey } from '@pvz/contracts/pages';
import { pointIn, staffOf } from '../../../../plugins/app/access.js';
import type { ListPlan } from '../../../../services/goods/list.js';
import { toGoodsRow } from '../../../../services/goods/rows.js';
import { daysAtPoint, workingListConditions } from '../../../../services/lists/membership.js';
import { loadListPage } from '../../../../services/lists/page.js';
import { loadSettings } from '../../../../services/settings.js';

/** Each working list is its own page of the catalogue; the shop's expired list belongs to the shop's pages. */
const pageOfList: Record<WorkingList, PageKey> = {
  processing: 'goods-processing',
  waiting: 'goods-waiting',
  expired: 'goods-expired',
  deleted: 'goods-deleted',
};

const listRoutes: { list: WorkingList; kind: WorkingListKind; page: PageKey }[] = [
  ...workingLists.flatMap((list) => workingListKinds.map((kind) => ({ list, kind, page: pageOfList[list] }))),
  { list: 'expired', kind: 'shop', page: 'goods-shop' },
];

/** GET /api/goods/lists/{list}/{kind}: a page of a working list, paged, sorted and filtered like a goods table. */
export const workingListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { list, kind, page } of listRoutes) {
    app.get(
      goodsListsRoutes.workingList(list, kind),
      {
        schema: { tags: ['goods'], querystring: GoodsListQuery, response: { 200: WorkingListPage, ...errorResponses } },
        config: { access: { page, level: 'read', point: pointIn('query', 'pvzId'), columns: kind } },
      },
      async (request) => {
        const actor = staffOf(request);
        const settings = await loadSettings(app.db);
        const membership = workingListConditions(list, settings);
        const plan: ListPlan = {
          kinds: [kind],
          query: { ...request.query, view: 'all' },
          caller: { scope: actor.scope, levels: actor.access.columns },
          issuedVisibleHours: settings.issuedVisibleHours,
          withDeleted: list === 'deleted',
          more: () => membership,
        };
        const { records, total, totals } = await loadListPage(app.db, plan, request.query.page, request.query.pageSize);
        return {
          rows: records.map((record) => toGoodsRow(record, app.config.sessionSecret)),
          total,
          totals,
          daysAtPoint:
            list === 'expired'
              ? await daysAtPoint(
                  app.db,
                  records.map((record) => record.id),
                )
              : {},
          warningDays: settings.expiredWarningDays,
        };
      },
    );
  }
};
