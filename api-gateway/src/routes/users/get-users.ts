import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EncryptedPayload, errorResponses } from '@pvz/contracts/api/common';
import { staffOf } from '../../plugins/app/access.js';
import { encryptForSession } from '../../services/list-crypto.js';
import { selectUserItems, toListItem } from './user-rules.js';

/** GET /api/users/get-users: the staff list, encrypted under the caller's session key (spec §3, §7). */
const getUsers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users/get-users',
    {
      schema: { tags: ['users'], response: { 200: EncryptedPayload, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const rows = await selectUserItems(app.db).orderBy('u.username').execute();
      return encryptForSession(app.config.sessionSecret, actor.sessionId, rows.map(toListItem));
    },
  );
};

export default getUsers;
