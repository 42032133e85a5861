import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { FindAnswer, FindQuery, goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { messages } from '@pvz/contracts/messages';
import { normalizeScan } from '@pvz/contracts/scan-codes';
import { badRequest } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { pageOf } from '../../services/goods/goods-access.js';
import { findAll } from '../../services/goods/lookup/find.js';
import { lookupCallerOf } from '../../services/goods/lookup/lookup-caller.js';

/** GET /api/goods/find?q=: what an id, a label, a phone or an order link names among the caller's rows. */
const findRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    goodsLookupRoutes.find,
    {
      schema: { tags: ['goods'], querystring: FindQuery, response: { 200: FindAnswer, ...errorResponses } },
      // the search filters by the caller's points itself: a row elsewhere is not found, not forbidden
      config: { access: { page: 'goods-find', level: 'read' } },
    },
    async (request) => {
      const text = normalizeScan(request.query.q);
      if (text === '') throw badRequest(messages.findQueryEmpty);
      const caller = lookupCallerOf(staffOf(request), pageOf);
      return { hits: await findAll(app.db, app.config.sessionSecret, caller, text) };
    },
  );
};

export default findRoute;
