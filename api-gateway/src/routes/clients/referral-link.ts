import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAccountRoutes, ReferralLinkAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientOf } from '../../plugins/app/access.js';
import { referralLinkParts, referralLinkUrl } from '../../services/clients/referral-link.js';

/** GET /api/clients/referral-link: the signed-in client's own referral link (DOMAIN.md §4). */
const referralLink: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientAccountRoutes.referralLink,
    {
      schema: { tags: ['clients'], response: { 200: ReferralLinkAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      const parts = referralLinkParts(app.config.sessionSecret, client.phoneNumber);
      return { ...parts, link: referralLinkUrl(`${request.protocol}://${request.host}`, parts) };
    },
  );
};

export default referralLink;
