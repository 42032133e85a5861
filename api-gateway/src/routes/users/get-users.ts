import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EncryptedPayload, errorResponses } from '@pvz/contracts/api/common';
import { userRoutes } from '@pvz/contracts/api/users';
import { staffOf } from '../../plugins/app/access.js';
import { encryptForSession } from '../../services/list-crypto.js';
import { listUsers } from '../../services/users/user-store.js';

/** GET /api/users/get-users: the staff list, encrypted under the caller's session key (spec §3, §7). */
const getUsers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    userRoutes.getUsers,
    {
      schema: { tags: ['users'], response: { 200: EncryptedPayload, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async (request) => {
      const actor = staffOf(request);
      return encryptForSession(app.config.sessionSecret, actor.sessionId, await listUsers(app.db));
    },
  );
};

export default getUsers;
