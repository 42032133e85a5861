import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckReferralAnswer, clientAccountRoutes, ReferralLinkParts } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { inviterPhoneOf } from '../../services/clients/referral-link.js';
import { inviterIdOf } from '../../services/clients/referrals.js';

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
      return { valid: (await inviterIdOf(app.db, phone)) !== undefined };
    },
  );
};

export default checkReferral;
