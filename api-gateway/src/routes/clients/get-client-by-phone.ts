import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientCard, ClientPhoneBody, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientCard, clientIdByPhone } from '../../services/clients/client-card.js';

/**
 * POST /api/clients/get-client-by-phone {phoneNumber}: a client's card for staff. It only reads:
 * unlike the legacy call it never opens a session for that client (LEGACY-NOTES §10).
 */
const getClientByPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.getClientByPhone,
    {
      schema: { tags: ['clients'], body: ClientPhoneBody, response: { 200: ClientCard, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => clientCard(app.db, await clientIdByPhone(app.db, request.body.phoneNumber)),
  );
};

export default getClientByPhone;
