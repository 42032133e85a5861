import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientPhoneBody, clientAccountRoutes, ReferralListAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientIdByPhone } from '../../services/clients/client-card.js';
import { selectReferralItems, toReferralItem } from '../../services/clients/client-views.js';

/**
 * POST /api/clients/get-clients-by-referred {phoneNumber}: the referral that brought this client
 * (none or one row), i.e. who invited them. Referred = the invited friend; referrer = the inviter.
 */
const getClientsByReferred: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.getClientsByReferred,
    {
      schema: { tags: ['clients'], body: ClientPhoneBody, response: { 200: ReferralListAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => {
      const friendId = await clientIdByPhone(app.db, request.body.phoneNumber);
      const rows = await selectReferralItems(app.db).where('r.referred_client_id', '=', friendId).execute();
      return { referrals: rows.map(toReferralItem) };
    },
  );
};

export default getClientsByReferred;
