import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { PercentsQuery, PercentTable, percentKinds, pvzPercentRoutes } from '@pvz/contracts/api/pvz-percent';
import { pointIn } from '../../plugins/app/access.js';
import { activeMarketplaces } from '../../services/marketplaces.js';
import { assertActivePoint } from '../../services/point-exists.js';
import { loadSettings } from '../../services/settings.js';

/** GET /api/pvz-percent/get-percents?pvzId=: the service percentage for every marketplace × kind at a point. */
const getPercents: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pvzPercentRoutes.getPercents,
    {
      schema: { tags: ['pvz-percent'], querystring: PercentsQuery, response: { 200: PercentTable, ...errorResponses } },
      config: { access: { page: 'admin-pvz-percent', level: 'read', point: pointIn('query', 'pvzId') } },
    },
    async (request) => {
      await assertActivePoint(app.db, request.query.pvzId);
      const [marketplaces, rows, settings] = await Promise.all([
        activeMarketplaces(app.db),
        app.db.selectFrom('point_percents').selectAll().where('point_id', '=', request.query.pvzId).execute(),
        loadSettings(app.db),
      ]);
      const set = new Map(rows.map((row) => [`${row.marketplace_id}:${row.kind}`, row.percent_bp]));
      const percents = marketplaces.flatMap((marketplace) =>
        percentKinds.map((kind) => {
          const bp = set.get(`${marketplace.id}:${kind}`);
          return {
            marketplaceId: marketplace.id,
            kind,
            percent: bp === undefined ? settings.defaultPercents[kind] : bp / 100,
            isDefault: bp === undefined,
          };
        }),
      );
      return { marketplaces, percents };
    },
  );
};

export default getPercents;
