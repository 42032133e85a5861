import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { pvzPercentRoutes, SetPercentBody } from '@pvz/contracts/api/pvz-percent';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { badRequest, notFound } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { assertActivePoint } from '../../services/point-exists.js';

/** POST /api/pvz-percent/set-percent {pvzId, marketplaceId, kind, percent}: one cell of the percentage table. */
const setPercent: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    pvzPercentRoutes.setPercent,
    {
      schema: { tags: ['pvz-percent'], body: SetPercentBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { page: 'admin-pvz-percent', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { pvzId, marketplaceId, kind, percent } = request.body;
      const percentBp = percentToBp(percent);
      if (percentBp === null) throw badRequest(messages.percentInvalid);
      await app.db.transaction().execute(async (trx) => {
        await assertActivePoint(trx, pvzId);
        const marketplace = await trx
          .selectFrom('marketplaces')
          .select('id')
          .where('id', '=', marketplaceId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!marketplace) throw notFound(messages.referenceNotFound);
        const before = await trx
          .selectFrom('point_percents')
          .select('percent_bp')
          .where('point_id', '=', pvzId)
          .where('marketplace_id', '=', marketplaceId)
          .where('kind', '=', kind)
          .executeTakeFirst();
        await trx
          .insertInto('point_percents')
          .values({ point_id: pvzId, marketplace_id: marketplaceId, kind, percent_bp: percentBp })
          .onConflict((oc) => oc.columns(['point_id', 'marketplace_id', 'kind']).doUpdateSet({ percent_bp: percentBp }))
          .execute();
        await audit(trx, actor, {
          entity: 'pvz-percent',
          entityId: `${pvzId}:${marketplaceId}:${kind}`,
          action: before ? 'update' : 'create',
          before: before && { percent: before.percent_bp / 100 },
          after: { percent },
        });
      });
      return { success: true as const };
    },
  );
};

export default setPercent;
