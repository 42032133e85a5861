import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { goodsLookupRoutes, PhoneCard, PhoneCardQuery } from '@pvz/contracts/api/goods-lookup';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { pageOf } from '../../services/goods/goods-access.js';
import { lookupCallerOf } from '../../services/goods/lookup/lookup-caller.js';
import { phoneCardOf } from '../../services/goods/lookup/phone-card.js';

/**
 * GET /api/goods/phone-card?phone=: a client's address card and parcels. Every staff user may open
 * the page; what it shows is cut to their points, the kinds they may read and the columns they see.
 */
const phoneCardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    goodsLookupRoutes.phoneCard,
    {
      schema: { tags: ['goods'], querystring: PhoneCardQuery, response: { 200: PhoneCard, ...errorResponses } },
      config: { access: { staff: true } },
    },
    async (request) => {
      const phone = normalizePhone(request.query.phone);
      if (!phone.ok) throw badRequest(messages.phoneFormat);
      const caller = lookupCallerOf(staffOf(request), pageOf);
      return phoneCardOf(app.db, app.config.sessionSecret, caller, phone.phone);
    },
  );
};

export default phoneCardRoute;
