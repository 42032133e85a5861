import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientCard, ClientIdBody, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientCard } from '../../services/clients/client-card.js';

/** POST /api/clients/get-client-by-id {id}: a client's card for staff. */
const getClientById: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.getClientById,
    {
      schema: { tags: ['clients'], body: ClientIdBody, response: { 200: ClientCard, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => clientCard(app.db, request.body.id),
  );
};

export default getClientById;
