import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { EncryptedPayload, errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { selectClientItems, toClientListItem } from '../../services/clients/client-views.js';
import { encryptForSession } from '../../services/list-crypto.js';

/** GET /api/clients/get-clients: every client, encrypted under the caller's session key (spec §7). */
const getClients: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientAccountRoutes.getClients,
    {
      schema: { tags: ['clients'], response: { 200: EncryptedPayload, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const rows = await selectClientItems(app.db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
      return encryptForSession(app.config.sessionSecret, actor.sessionId, rows.map(toClientListItem));
    },
  );
};

export default getClients;
