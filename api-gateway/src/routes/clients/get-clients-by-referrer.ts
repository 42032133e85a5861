import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientPhoneBody, clientAccountRoutes, ReferralListAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientIdByPhone } from '../../services/clients/client-card.js';
import { selectReferralItems, toReferralItem } from '../../services/clients/client-views.js';

/**
 * POST /api/clients/get-clients-by-referrer {phoneNumber}: the friends invited BY this client.
 * Referrer = the inviter (owner of the link); referred = the friend who followed it.
 */
const getClientsByReferrer: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.getClientsByReferrer,
    {
      schema: { tags: ['clients'], body: ClientPhoneBody, response: { 200: ReferralListAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => {
      const inviterId = await clientIdByPhone(app.db, request.body.phoneNumber);
      const rows = await selectReferralItems(app.db).where('r.referrer_client_id', '=', inviterId).execute();
      return { referrals: rows.map(toReferralItem) };
    },
  );
};

export default getClientsByReferrer;
