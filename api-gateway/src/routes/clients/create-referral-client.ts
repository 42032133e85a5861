import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateReferralBody, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { badRequest, notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { phoneFrom } from '../../services/clients/client-card.js';
import { inviterPhoneOf } from '../../services/clients/referral-link.js';
import { bindReferral, inviterIdOf } from '../../services/clients/referrals.js';

/**
 * POST /api/clients/create-referral-client {referrerPhone, referredPhone, link}: binds the signed-in
 * client (the referred friend) to the inviter of the link (the referrer). The server trusts only the
 * signed-in session and the link's keyed hash: the inviter is the phone decrypted from the link and
 * the referred is the caller, so nobody can bind someone else or invent an inviter.
 */
const createReferralClient: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.createReferral,
    {
      schema: { tags: ['clients'], body: CreateReferralBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      const { referredPhone, referrerPhone, link } = request.body;
      if (phoneFrom(referredPhone) !== client.phoneNumber) throw badRequest(messages.referralNotOwnPhone);
      const inviterPhone = inviterPhoneOf(app.config.sessionSecret, link);
      if (inviterPhone === null) throw badRequest(messages.referralInvalid);
      if (referrerPhone !== undefined && phoneFrom(referrerPhone) !== inviterPhone) {
        throw badRequest(messages.referralInvalid);
      }
      if (inviterPhone === client.phoneNumber) throw badRequest(messages.selfReferral);
      const inviterId = await inviterIdOf(app.db, inviterPhone);
      if (inviterId === undefined) throw notFound(messages.referrerNotFound);
      await bindReferral(app.db, client.id, inviterId);
      return { success: true as const };
    },
  );
};

export default createReferralClient;
