import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { pvzPercentRoutes, SetPercentBody } from '@pvz/contracts/api/pvz-percent';
import { percentToBp } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../errors.js';
import { pointIn, staffOf } from '../../plugins/app/access.js';
import { setPointPercent } from '../../services/pvz-percent/percent-table.js';

/** POST /api/pvz-percent/set-percent {pvzId, marketplaceId, kind, percent}: one cell of the percentage table. */
const setPercent: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    pvzPercentRoutes.setPercent,
    {
      schema: { tags: ['pvz-percent'], body: SetPercentBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { page: 'admin-pvz-percent', level: 'write', point: pointIn('body', 'pvzId') } },
    },
    async (request) => {
      const percentBp = percentToBp(request.body.percent);
      if (percentBp === null) throw badRequest(messages.percentInvalid);
      await setPointPercent(app.db, staffOf(request), request.body, percentBp);
      return { success: true as const };
    },
  );
};

export default setPercent;
