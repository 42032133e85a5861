import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { ReturnsListQuery, ReturnsPage, returnsRoutes } from '@pvz/contracts/api/returns';
import { messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import { badRequest } from '../../../errors.js';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { type ReturnsPlan, returnsPage } from '../../../services/returns/returns-list.js';
import { loadSettings } from '../../../services/settings.js';

/**
 * The returns lists, paged, sorted and filtered here: all refused parcels of the caller's points, and
 * those of the points that carry a marketplace's brand («ПВЗ маркетплейсов»).
 */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists: { url: string; page: PageKey; branded: boolean }[] = [
    { url: returnsRoutes.list, page: 'goods-refunds', branded: false },
    { url: returnsRoutes.woyaList, page: 'goods-refunds-woya', branded: true },
  ];
  for (const { url, page, branded } of lists) {
    app.get(
      url,
      {
        schema: { tags: ['returns'], querystring: ReturnsListQuery, response: { 200: ReturnsPage, ...errorResponses } },
        config: { access: { page, level: 'read', point: pointIn('query', 'pvzId') } },
      },
      async (request) => {
        const actor = staffOf(request);
        const { query } = request;
        if (branded && query.marketplaceId === undefined) throw badRequest(messages.marketplaceRequired);
        const settings = await loadSettings(app.db);
        const plan: ReturnsPlan = {
          query,
          scope: actor.scope,
          levels: actor.access.columns,
          visibleDays: settings.refundsVisibleDays,
          ...(branded && { brandMarketplaceId: query.marketplaceId }),
        };
        return returnsPage(app.db, plan);
      },
    );
  }
};

export default listRoutes;
