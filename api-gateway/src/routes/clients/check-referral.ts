import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckReferralAnswer, clientAccountRoutes, ReferralLinkParts } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { inviterPhoneOf } from '../../services/clients/referral-link.js';

/**
 * POST /api/clients/check-referral {hash, q, phone}: whether a referral link is genuine and its
 * inviter still a client, for the register page; it never tells whose link it is.
 */
const checkReferral: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.checkReferral,
    {
      schema: { tags: ['clients'], body: ReferralLinkParts, response: { 200: CheckReferralAnswer, ...errorResponses } },
      config: { access: { public: true } },
    },
    async (request) => {
      const phone = inviterPhoneOf(app.config.sessionSecret, request.body);
      if (phone === null) return { valid: false };
      const inviter = await app.db
        .selectFrom('clients')
        .select('id')
        .where('phone_number', '=', phone)
        .executeTakeFirst();
      return { valid: inviter !== undefined };
    },
  );
};

export default checkReferral;
